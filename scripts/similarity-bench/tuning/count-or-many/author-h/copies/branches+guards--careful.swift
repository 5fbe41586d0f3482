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

        guard let number = number else {
            // Now it must be a string (this throws for true, null, 1.5 and so on).
            let word = try container.decode(String.self)

            // Only the exact word "many" is allowed.
            guard word == "many" else {
                // Any other word is a mistake.
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Expected a number or \"many\", found \"\(word)\"")
            }
            self = .many
            return
        }

        // A count can not be negative.
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A count can not be negative: \(number)")
        }
        // A good number.
        self = .exactly(number)
    }

    func encode(to encoder: Encoder) throws {
        // Write the bare value.
        var container = encoder.singleValueContainer()

        if case .exactly(let number) = self {
            // The number as a JSON number.
            try container.encode(number)
        } else {
            // The word as a JSON string.
            try container.encode("many")
        }
    }
}
