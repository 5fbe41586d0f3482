import Foundation

extension SightingCount: Codable {
    /// The one word the app writes instead of a number.
    private static let manyWord = "many"

    /// What the bare JSON value is, before any rule is applied to it.
    private enum RawCount {
        case number(Int)
        case word(String)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // A number is tried first; failing to read one is expected for "many".
        let raw: RawCount
        if let number = try? container.decode(Int.self) {
            raw = .number(number)
        } else {
            // Neither a whole number nor a string: the String attempt's own
            // DecodingError (typeMismatch, valueNotFound) is the answer.
            raw = .word(try container.decode(String.self))
        }

        if case .number(let number) = raw, number >= 0 {
            self = .exactly(number)
        } else if case .number(let number) = raw {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count cannot be negative, found \(number)")
        } else if case .word(let word) = raw, word == Self.manyWord {
            self = .many
        } else if case .word(let other) = raw {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count is a number or \"\(Self.manyWord)\", found \"\(other)\"")
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a count")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .exactly(let number) = self {
            try container.encode(number)
        } else {
            try container.encode(Self.manyWord)
        }
    }
}
