extension SightingCount: Codable {
    static let manyText = "many"
    static let smallestCount = 0

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            let number = try container.decode(Int.self)
            let isValid = number >= Self.smallestCount
            guard isValid else {
                let message = "A count cannot be negative: \(number)"
                throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
            }
            self = .exactly(number)
        } catch DecodingError.typeMismatch {
            // Not a number: the only other thing allowed is the word "many".
            let word = try container.decode(String.self)
            guard word == Self.manyText else {
                let message = "Expected a count or \"\(Self.manyText)\", found \"\(word)\""
                throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
            }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(Self.manyText)
        }
    }
}
