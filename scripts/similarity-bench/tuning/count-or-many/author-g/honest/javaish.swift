import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = try CountParser.fromNumber(number, in: container)
            return
        }
        let word = try container.decode(String.self)
        self = try CountParser.fromWord(word, in: container)
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

/// Static helpers that turn a JSON number or word into a count.
enum CountParser {
    static let manyWord = "many"

    static func corrupted(_ container: SingleValueDecodingContainer, _ message: String) -> DecodingError {
        return DecodingError.dataCorruptedError(in: container, debugDescription: message)
    }

    static func fromNumber(_ number: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        switch number {
        case 0...:
            return .exactly(number)
        default:
            throw corrupted(container, "A count cannot be negative, got \(number)")
        }
    }

    static func fromWord(_ word: String, in container: SingleValueDecodingContainer) throws -> SightingCount {
        switch word {
        case manyWord:
            return .many
        default:
            throw corrupted(container, "Expected a whole number or \"many\", got \"\(word)\"")
        }
    }
}
