import Foundation

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            try container.encode(Self.manyWord)
        case .exactly(let number):
            try container.encode(number)
        }
    }

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()

        if let count = try? value.decode(Int.self) {
            guard count >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: value, debugDescription: "A count cannot be negative: \(count)")
            }
            self = .exactly(count)
            return
        }

        let text = try value.decode(String.self)
        guard text == Self.manyWord else {
            throw DecodingError.dataCorruptedError(
                in: value, debugDescription: "Expected a count or \"many\", found \"\(text)\"")
        }
        self = .many
    }

    private static let manyWord = "many"
}
