import Foundation

extension SightingCount: Codable {
    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()

        if let count = try? value.decode(Int.self) {
            if count < 0 {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "negative count \(count)")
            }
            self = .exactly(count)
            return
        }

        let text = try value.decode(String.self)
        if text != Self.manyWord {
            throw DecodingError.dataCorruptedError(in: value, debugDescription: "\"\(text)\" is not a count")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        if case let .exactly(count) = self {
            try value.encode(count)
        } else {
            try value.encode(Self.manyWord)
        }
    }
}
