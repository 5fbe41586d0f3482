import Foundation

extension SightingCount: Codable {
    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        do {
            let n = try value.decode(Int.self)
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "negative count \(n)")
            }
            self = .exactly(n)
        } catch DecodingError.typeMismatch {
            let text = try value.decode(String.self)
            if text != SightingCount.manyWord {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "unknown count \"\(text)\"")
            }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        if case let .exactly(n) = self {
            try value.encode(n)
        } else {
            try value.encode(SightingCount.manyWord)
        }
    }
}
