private extension SingleValueDecodingContainer {
    func corrupted(_ reason: String) -> DecodingError {
        DecodingError.dataCorruptedError(in: self, debugDescription: reason)
    }

    /// The value as an `Int`, or nil when it is not a whole number.
    var wholeNumber: Int? { try? decode(Int.self) }
}

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        // Write the bare value.
        var container = encoder.singleValueContainer()

        switch self {
        case .many:
            // The word as a JSON string.
            try container.encode("many")
        case .exactly(let number):
            // The number as a JSON number.
            assert(number >= 0, "counts are never negative")
            try container.encode(number)
        }
    }

    init(from decoder: Decoder) throws {
        // A count is a bare value, not an object.
        let container = try decoder.singleValueContainer()
        var attempts: [String] = []

        // First try to read a whole number.
        attempts.append("number")
        if let number = container.wholeNumber {
            // A count can not be negative.
            if number < 0 {
                throw container.corrupted("A count can not be negative: \(number)")
            }
            // A good number.
            self = .exactly(number)
            return
        }

        // Now it must be a string (this throws for true, null, 1.5 and so on).
        attempts.append("word")
        let word = try container.decode(String.self)

        // Only the exact word "many" is allowed.
        if word == "many" {
            self = .many
            return
        }

        // Any other word is a mistake.
        throw container.corrupted("Expected a number or \"many\", found \"\(word)\" after trying \(attempts.joined(separator: ", "))")
    }
}
