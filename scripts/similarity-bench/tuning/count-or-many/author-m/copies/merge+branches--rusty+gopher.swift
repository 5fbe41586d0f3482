import Foundation

extension SightingCount: Codable {
    /// The one word the app writes instead of a number.
    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        // a number first. if it is not a number we try the word below
        switch try? c.decode(Int.self) {
        case .some(let n) where n >= 0:
            self = .exactly(n)
        case .some(let n):
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "A count cannot be negative, found \(n)")
        case .none:
            // not a string either: decode throws its own error and we pass it on
            let s = try c.decode(String.self)
            switch s {
            case Self.manyWord:
                self = .many
            default:
                throw DecodingError.dataCorruptedError(
                    in: c, debugDescription: "A count is a number or \"\(Self.manyWord)\", found \"\(s)\"")
            }
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
