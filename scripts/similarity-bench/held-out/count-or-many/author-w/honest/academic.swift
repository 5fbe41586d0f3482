import Foundation

extension SightingCount: Codable {
    /// The only textual spelling of `.many`, matched case-sensitively (rule 2).
    private static let manyLiteral = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            self = try SightingCount.validated(integer, in: container)
        } else {
            // Not a whole number: a fraction, a Boolean, `null`, an array or an
            // object makes this throw the container's own `DecodingError` (rule 5).
            let word = try container.decode(String.self)
            self = try SightingCount.parsed(word, in: container)
        }
    }

    /// Postcondition: returns `.exactly(integer)` if and only if `integer >= 0`;
    /// otherwise throws `dataCorrupted` (rule 3).
    private static func validated(_ integer: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard integer >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count is never negative; found \(integer)")
        }
        return .exactly(integer)
    }

    /// Postcondition: returns `.many` if and only if `word == manyLiteral`;
    /// otherwise throws `dataCorrupted` (rule 4).
    private static func parsed(_ word: String, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard word == manyLiteral else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected \"\(manyLiteral)\" or a whole number; found \"\(word)\"")
        }
        return .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let count):
            try container.encode(count)
        case .many:
            try container.encode(SightingCount.manyLiteral)
        }
    }
}
