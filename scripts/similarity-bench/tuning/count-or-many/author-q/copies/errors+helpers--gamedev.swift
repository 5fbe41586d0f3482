import Foundation

extension SightingCount: Codable {
    private static let ManyToken: String = "many"
    private static let MinCount: Int = 0

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        if let value = SightingCount.ReadNumber(container) {
            self = try SightingCount.ValidateNumber(value, in: container)
            return
        }
        self = try SightingCount.ReadWord(container)
    }

    /// nil when the value is not a whole number.
    private static func ReadNumber(_ container: SingleValueDecodingContainer) -> Int? {
        switch Result(catching: { try container.decode(Int.self) }) {
        case .success(let value):
            return value
        case .failure:
            return nil
        }
    }

    private static func ValidateNumber(_ value: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard value >= MinCount else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Negative count: \(value)")
        }
        return .exactly(value)
    }

    private static func ReadWord(_ container: SingleValueDecodingContainer) throws -> SightingCount {
        let word = try container.decode(String.self)
        guard word == ManyToken else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown count word: '\(word)'")
        }
        return .many
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
