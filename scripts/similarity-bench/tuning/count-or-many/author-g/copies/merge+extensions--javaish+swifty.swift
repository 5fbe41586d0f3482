import Foundation

/// Static helpers that turn a JSON number or word into a count.
enum CountParser {
    static let manyWord = "many"
}

extension CountParser {
    static func corrupted(_ container: SingleValueDecodingContainer, _ message: String) -> DecodingError {
        return DecodingError.dataCorruptedError(in: container, debugDescription: message)
    }
}

extension SightingCount {
    private var number: Int? {
        if case .exactly(let n) = self { return n }
        return nil
    }
}

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        try number.map { try value.encode($0) } ?? value.encode(CountParser.manyWord)
    }
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard number >= 0 else {
                throw CountParser.corrupted(container, "A count cannot be negative, got \(number)")
            }
            self = .exactly(number)
            return
        }
        let word = try container.decode(String.self)
        switch word {
        case CountParser.manyWord:
            self = .many
        default:
            throw CountParser.corrupted(container, "Expected a whole number or \"many\", got \"\(word)\"")
        }
    }
}
