extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        // A count is a bare value, not an object.
        let container = try decoder.singleValueContainer()

        // First try to read a whole number.
        let number: Int?
        do {
            number = try container.decode(Int.self)
        } catch {
            // Not a number; maybe it is the word "many".
            number = nil
        }

        if let number = number {
            // A count can not be negative.
            if number < 0 {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count can not be negative: \(number)")
            }
            // A good number.
            self = .exactly(number)
            return
        }

        // Now it must be a string (this throws for true, null, 1.5 and so on).
        let word = try container.decode(String.self)

        // Only the exact word "many" is allowed.
        if word == "many" {
            self = .many
            return
        }

        // Any other word is a mistake.
        throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "Expected a number or \"many\", found \"\(word)\"")
    }

    func encode(to encoder: Encoder) throws {
        // Write the bare value.
        var container = encoder.singleValueContainer()

        switch self {
        case .exactly(let number):
            // The number as a JSON number.
            try container.encode(number)
        case .many:
            // The word as a JSON string.
            try container.encode("many")
        }
    }
}
