import Foundation

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            try container.encode(SightingCount.manyLiteral)
        case .exactly(let count):
            try container.encode(count)
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            // Postcondition of the branch: `.exactly(integer)` iff `integer >= 0` (rule 3).
            guard let count = SightingCount.nonNegative(integer) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A count is never negative; found \(integer)")
            }
            self = count
        } else {
            // Not a whole number: a fraction, a Boolean, `null`, an array or an
            // object makes this throw the container's own `DecodingError` (rule 5).
            let word = try container.decode(String.self)
            // Postcondition of the branch: `.many` iff `word == manyLiteral` (rule 4).
            guard word == SightingCount.manyLiteral else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected \"\(SightingCount.manyLiteral)\" or a whole number; found \"\(word)\"")
            }
            self = .many
        }
    }

    /// Returns `.exactly(integer)` if and only if `integer >= 0`, and `nil` otherwise.
    private static func nonNegative(_ integer: Int) -> SightingCount? {
        integer >= 0 ? .exactly(integer) : nil
    }

    /// The only textual spelling of `.many`, matched case-sensitively (rule 2).
    private static let manyLiteral = "many"
}
