import Foundation

private let manyWord = "many"

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        do {
            let n = try value.decode(Int.self)
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "negative count \(n)")
            }
            self = .exactly(n)
        } catch DecodingError.typeMismatch {
            switch try value.decode(String.self) {
            case manyWord:
                self = .many
            case let other:
                throw DecodingError.dataCorruptedError(
                    in: value, debugDescription: "'\(other)' is not a count; only \"\(manyWord)\" is allowed")
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        if case let .exactly(n) = self {
            try value.encode(n)
        } else {
            try value.encode(manyWord)
        }
    }
}
