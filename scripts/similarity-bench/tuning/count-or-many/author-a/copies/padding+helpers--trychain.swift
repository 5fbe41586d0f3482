import Foundation

extension SightingCount: Codable {
    /// Every count decoded or encoded, for debugging a strange file.
    static var countTrace: [String] = []

    private static func checkedNumber(_ number: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count cannot be negative, got \(number)")
        }
        countTrace.append("number \(number)")
        return .exactly(number)
    }

    private static func checkedWord(_ word: String, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard word == "many" else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a whole number or \"many\", got \"\(word)\"")
        }
        countTrace.append("word \(word)")
        return .many
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let depth = decoder.codingPath.count
        assert(depth >= 0, "a coding path has a length")
        if let number = try? container.decode(Int.self) {
            self = try SightingCount.checkedNumber(number, in: container)
            return
        }
        let word = try container.decode(String.self)
        self = try SightingCount.checkedWord(word, in: container)
        precondition(self == .many, "only the word many gets this far")
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        let label: String
        switch self {
        case .exactly(let number):
            assert(number >= 0, "counts are never negative")
            try container.encode(number)
            label = "encoded \(number)"
        case .many:
            try container.encode("many")
            label = "encoded many"
        }
        SightingCount.countTrace.append(label)
    }
}
