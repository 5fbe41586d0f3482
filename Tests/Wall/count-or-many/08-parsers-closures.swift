// style: closures stored in a static array; for-in loop with early return
import Foundation

extension SightingCount: Codable {
    /// Each reader returns a count, nil when the value is not its kind, or throws when it is its kind but wrong.
    private static let readers: [(SingleValueDecodingContainer) throws -> SightingCount?] = [
        { container in
            guard let number = try? container.decode(Int.self) else { return nil }
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "negative")
            }
            return .exactly(number)
        },
        { container in
            guard let word = try? container.decode(String.self) else { return nil }
            guard word == "many" else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown word")
            }
            return .many
        },
    ]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        for reader in Self.readers {
            if let count = try reader(container) {
                self = count
                return
            }
        }
        throw DecodingError.typeMismatch(SightingCount.self, DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "Expected a whole number or the string \"many\""))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}
