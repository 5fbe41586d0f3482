import Foundation

extension SightingCount: Codable {
    private static let ManyToken: String = "many"
    private static let MinCount: Int = 0

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        do {
            let value = try container.decode(Int.self)
            guard value >= SightingCount.MinCount else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Negative count: \(value)")
            }
            self = .exactly(value)
            return
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.debugDescription.hasPrefix("Negative count") {
                throw error
            }
            // Not a number, fall through and try the word.
        }

        let word = try container.decode(String.self)
        guard word == SightingCount.ManyToken else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown count word: '\(word)'")
        }
        self = .many
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let value):
            try container.encode(value)
        case .many:
            try container.encode(SightingCount.ManyToken)
        }
    }
}
