extension SightingCount: Codable {
    /// Attempt 1 on its own: a whole number, or nil when the value is not one.
    /// Failing here is expected for "many", so try? is fine.
    private static func wholeNumber(in container: SingleValueDecodingContainer) -> Int? {
        let attempt = try? container.decode(Int.self)
        return attempt
    }

    /// Rules 1 and 3: a number of zero or more, or a dataCorrupted error.
    private static func checkedCount(_ number: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        if number >= 0 {
            // Branch NUMBER_OK (rule 1): zero or more.
            return .exactly(number)
        } else {
            // Branch NUMBER_NEGATIVE (rule 3).
            let message = "A count cannot be negative, found \(number)"
            throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
        }
    }

    /// Rules 2 and 4: exactly "many", or a dataCorrupted error.
    private static func checkedWord(_ word: String, in container: SingleValueDecodingContainer) throws -> SightingCount {
        if word == "many" {
            // Branch WORD_MANY (rule 2): exact, lower case only.
            return .many
        } else {
            // Branch WORD_OTHER (rule 4): "Many", "lots", "5", "" ...
            let message = "Expected \"many\" or a number, found \"\(word)\""
            throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        if let number = SightingCount.wholeNumber(in: container) {
            self = try SightingCount.checkedCount(number, in: container)
            return
        }

        // Attempt 2: a string. Not a string either (fraction, bool, null, array,
        // object): this decode throws its own DecodingError, as rule 5 asks.
        self = try SightingCount.checkedWord(container.decode(String.self), in: container)
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
