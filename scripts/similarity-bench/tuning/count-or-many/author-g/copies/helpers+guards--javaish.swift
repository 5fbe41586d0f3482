import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let number = try? container.decode(Int.self) else {
            let word = try container.decode(String.self)
            guard word == CountParser.manyWord else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected a whole number or \"many\", got \"\(word)\"")
            }
            self = .many
            return
        }
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count cannot be negative, got \(number)")
        }
        self = .exactly(number)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(CountParser.manyWord)
        }
    }
}

/// The word that stands for a count too large to tell.
enum CountParser {
    static let manyWord = "many"
}
