// style: nested private enum with associated values; do/catch with typed patterns
import Foundation

extension SightingCount: Codable {
    /// What the JSON holds before it is checked.
    private enum RawCount {
        case number(Int)
        case text(String)

        init(_ container: SingleValueDecodingContainer) throws {
            do {
                self = .number(try container.decode(Int.self))
            } catch DecodingError.typeMismatch {
                self = .text(try container.decode(String.self))
            }
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try RawCount(container) {
        case .number(let number) where number >= 0:
            self = .exactly(number)
        case .text("many"):
            self = .many
        case .number(let number):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(number) is negative")
        case .text(let text):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not \"many\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .exactly(let number) = self {
            try container.encode(number)
        } else {
            try container.encode("many")
        }
    }
}
