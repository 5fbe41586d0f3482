extension SightingCount: Codable {
    // The only word a count may be.
    private static let manyWord = "many"
    // The smallest count there is.
    private static let smallestCount = 0

    init(from decoder: Decoder) throws {
        // A count is a bare value, not an object.
        let container = try decoder.singleValueContainer()

        // First try to read a whole number (nil when it is not a number).
        let number = try? container.decode(Int.self)

        if let number = number {
            // A count can not be negative.
            if number < SightingCount.smallestCount {
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
        if word == SightingCount.manyWord {
            self = .many
            return
        }

        // Any other word is a mistake.
        throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "Expected a number or \"\(SightingCount.manyWord)\", found \"\(word)\"")
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
            try container.encode(SightingCount.manyWord)
        }
    }
}
