import Foundation

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .exactly(let number) = self {
            try container.encode(number)
        } else {
            try container.encode("many")
        }
    }

    /// Static factory for `.many`, accepting only the exact lower-case word.
    static func makeCountFromWord(_ word: String, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard word == "many" else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count written as text must be exactly \"many\", got \"\(word)\"")
        }
        return .many
    }

    /// Static factory for `.exactly`, rejecting negative numbers.
    static func makeExactCount(_ number: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count must be zero or more, got \(number)")
        }
        return .exactly(number)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let numericCount = try? container.decode(Int.self) {
            self = try SightingCount.makeExactCount(numericCount, in: container)
            return
        }
        let textualCount = try container.decode(String.self)
        self = try SightingCount.makeCountFromWord(textualCount, in: container)
    }
}
