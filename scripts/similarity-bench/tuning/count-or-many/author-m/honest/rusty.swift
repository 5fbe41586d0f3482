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
        switch Result(catching: { try container.decode(Int.self) }) {
        case .success(let number):
            raw = .number(number)
        case .failure:
            // Neither a whole number nor a string: the String attempt's own
            // DecodingError (typeMismatch, valueNotFound) is the answer.
            raw = .word(try container.decode(String.self))
        }

        switch raw {
        case .number(let number) where number >= 0:
            self = .exactly(number)
        case .number(let number):
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count cannot be negative, found \(number)")
        case .word(Self.manyWord):
            self = .many
        case .word(let other):
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count is a number or \"\(Self.manyWord)\", found \"\(other)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(Self.manyWord)
        }
    }
}
