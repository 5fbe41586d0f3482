import Foundation

extension SightingCount: Codable {
    /// The only textual spelling of `.many`, matched case-sensitively (rule 2).
    private static let manyLiteral = "many"

    init(from decoder: Decoder) throws {
        var container = try decoder.singleValueContainer()

        // try a number first
        if var n = try? container.decode(Int.self) {
            guard n >= 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "count can't be negative: \(n)")
            }
            self = .exactly(n)
            return
        }

        // Not a whole number: a fraction, a Boolean, `null`, an array or an
        // object makes this throw the container's own `DecodingError` (rule 5).
        var text = try container.decode(String.self)
        guard text == SightingCount.manyLiteral else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected \"\(SightingCount.manyLiteral)\" or a whole number; found \"\(text)\"")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let n):
            try container.encode(n)
        case .many:
            try container.encode(SightingCount.manyLiteral)
        }
    }
}
