import Foundation

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            try container.encode(SightingCount.uncountable)
        case .exactly(let number):
            try container.encode(number)
        }
    }
}

extension SightingCount {
    static let uncountable = "many"
    static let smallestCount = 0
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        if let number = try? container.decode(Int.self) {
            guard number >= SightingCount.smallestCount else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count cannot be negative, got \(number)")
            }
            self = .exactly(number)
            return
        }

        let word = try container.decode(String.self)
        guard word == SightingCount.uncountable else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a number or \"many\", got \"\(word)\"")
        }
        self = .many
    }
}
