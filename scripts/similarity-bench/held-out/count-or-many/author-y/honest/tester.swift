extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // Attempt 1: a whole number (rules 1 and 3).
        // Failing here is expected for "many", so try? is fine.
        let numberIfAny = try? container.decode(Int.self)
        if let number = numberIfAny {
            if number >= 0 {
                // Branch NUMBER_OK (rule 1): zero or more.
                self = .exactly(number)
                return
            } else {
                // Branch NUMBER_NEGATIVE (rule 3).
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A count cannot be negative, found \(number)")
            }
        }

        // Attempt 2: a string (rules 2 and 4).
        // Not a string either (fraction, bool, null, array, object): this decode
        // throws its own DecodingError, which is what rule 5 asks for.
        let word = try container.decode(String.self)
        if word == "many" {
            // Branch WORD_MANY (rule 2): exact, lower case only.
            self = .many
        } else {
            // Branch WORD_OTHER (rule 4): "Many", "lots", "5", "" ...
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected \"many\" or a number, found \"\(word)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            // Branch NUMBER: the bare JSON number.
            try container.encode(number)
        case .many:
            // Branch MANY: the bare string "many".
            try container.encode("many")
        }
    }
}
