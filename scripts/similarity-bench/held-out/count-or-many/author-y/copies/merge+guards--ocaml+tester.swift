extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let corrupt = { (why: String) in DecodingError.dataCorruptedError(in: container, debugDescription: why) }

        // Attempt 1: a whole number (rules 1 and 3).
        // Failing here is expected for "many", so try? is fine.
        if let number = try? container.decode(Int.self) {
            // Branch NUMBER_NEGATIVE (rule 3) / NUMBER_OK (rule 1).
            guard number >= 0 else { throw corrupt("A count cannot be negative, found \(number)") }
            self = .exactly(number)
            return
        }

        // Attempt 2: a string (rules 2 and 4). Not a string either: the
        // decode throws its own DecodingError (rule 5).
        self = switch try container.decode(String.self) {
        case "many": .many
        case let word: throw corrupt("Expected \"many\" or a number, found \"\(word)\"")
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
