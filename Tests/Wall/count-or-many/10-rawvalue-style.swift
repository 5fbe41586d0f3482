// style: failable initializers in a fileprivate extension; Optional map with ??; guard let shorthand
import Foundation

extension SightingCount {
    /// The JSON form: an Int or the word.
    fileprivate var jsonNumber: Int? {
        if case .exactly(let number) = self { return number }
        return nil
    }

    fileprivate init?(word: String) {
        guard word == "many" else { return nil }
        self = .many
    }

    fileprivate init?(number: Int) {
        guard number >= 0 else { return nil }
        self = .exactly(number)
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let parsed: SightingCount?
        if let number = try? container.decode(Int.self) {
            parsed = SightingCount(number: number)
        } else {
            parsed = try SightingCount(word: container.decode(String.self))
        }
        guard let parsed else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a whole number of zero or more, or \"many\"")
        }
        self = parsed
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try jsonNumber.map { try container.encode($0) } ?? container.encode("many")
    }
}
