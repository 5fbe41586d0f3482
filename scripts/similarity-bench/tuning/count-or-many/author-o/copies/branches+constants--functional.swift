import Foundation

private enum CountSpelling {
    static let many = "many"
    static let smallest = 0
}

/// A number is a count only when it is not negative.
private func count(fromNumber number: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
    guard number >= CountSpelling.smallest else {
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "A count is never negative, got \(number)")
    }
    return .exactly(number)
}

/// The only word a count may be is "many", exactly as the app writes it.
private func count(fromWord word: String, in container: SingleValueDecodingContainer) throws -> SightingCount {
    guard word == CountSpelling.many else {
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "Expected a whole number or \"\(CountSpelling.many)\", got \"\(word)\"")
    }
    return .many
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Not being an Int is expected (that is the word case), so try? is right here;
        // the String attempt then reports anything that is neither.
        self = try (try? container.decode(Int.self))
            .map { try count(fromNumber: $0, in: container) }
            ?? count(fromWord: container.decode(String.self), in: container)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .exactly(let number) = self {
            try container.encode(number)
        } else {
            try container.encode(CountSpelling.many)
        }
    }
}
