import Foundation

extension SightingCount: Codable {
    /// The one word the app writes instead of a number.
    private static let uncountable = "many"

    /// What the bare JSON value is, before any rule is applied to it.
    private enum Reading {
        case integer(Int)
        case text(String)

        /// For error messages: what the value looked like.
        var shown: String {
            switch self {
            case .integer(let value): return String(value)
            case .text(let value): return "\"\(value)\""
            }
        }
    }

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        guard !single.decodeNil() else {
            // null is not a count; the String attempt reports it as the decoder would.
            _ = try single.decode(String.self)
            throw DecodingError.valueNotFound(
                SightingCount.self, .init(codingPath: single.codingPath, debugDescription: "A count cannot be null"))
        }

        // A number is tried first; failing to read one is expected for "many".
        let reading: Reading
        switch Result(catching: { try single.decode(Int.self) }) {
        case .success(let value):
            reading = .integer(value)
        case .failure:
            // Neither a whole number nor a string: the String attempt's own
            // DecodingError (typeMismatch, valueNotFound) is the answer.
            reading = .text(try single.decode(String.self))
        }
        let described = reading.shown

        switch reading {
        case .integer(let value) where value >= 0:
            self = .exactly(value)
        case .integer:
            throw DecodingError.dataCorruptedError(
                in: single, debugDescription: "A count cannot be negative, found \(described)")
        case .text(Self.uncountable):
            self = .many
        case .text:
            throw DecodingError.dataCorruptedError(
                in: single, debugDescription: "A count is a number or \"\(Self.uncountable)\", found \(described)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .exactly(let value):
            let written = value
            try single.encode(written)
        case .many:
            try single.encode(Self.uncountable)
        }
    }
}
