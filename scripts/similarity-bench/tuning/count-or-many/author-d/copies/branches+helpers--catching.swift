import Foundation

private let manyWord = "many"

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        do {
            self = try SightingCount.numeric(value)
        } catch DecodingError.typeMismatch {
            let word = try value.decode(String.self)
            if word == manyWord {
                self = .many
            } else {
                throw DecodingError.dataCorruptedError(
                    in: value, debugDescription: "'\(word)' is not a count; only \"\(manyWord)\" is allowed")
            }
        }
    }

    private static func numeric(_ value: SingleValueDecodingContainer) throws -> SightingCount {
        let n = try value.decode(Int.self)
        guard n >= 0 else {
            throw DecodingError.dataCorruptedError(in: value, debugDescription: "negative count \(n)")
        }
        return .exactly(n)
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case let .exactly(n):
            try value.encode(n)
        case .many:
            try value.encode(manyWord)
        }
    }
}
