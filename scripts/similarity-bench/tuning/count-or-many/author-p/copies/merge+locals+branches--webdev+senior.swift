import Foundation

extension SightingCount: Codable {
    private static let manyToken = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // kinda like `typeof value === "number"` first...
        if let n = try? container.decode(Int.self) {
            guard n >= 0 else { throw container.corrupted("count can't be negative (got \(n))") }
            self = .exactly(n)
            return
        }

        // ...then `typeof value === "string"`. A non-string throws here (typeMismatch), which is fine
        switch try container.decode(String.self) {
        case Self.manyToken:
            self = .many
        case let text:
            throw container.corrupted("expected a number or \"many\", got \"\(text)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .exactly(let n) = self {
            try container.encode(n)
        } else {
            try container.encode(Self.manyToken)
        }
    }
}

private extension SingleValueDecodingContainer {
    func corrupted(_ description: String) -> DecodingError {
        .dataCorruptedError(in: self, debugDescription: description)
    }
}
