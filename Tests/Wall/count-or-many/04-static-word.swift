// style: static stored properties; if let shorthand; guard/early exits
import Foundation

extension SightingCount: Codable {
    /// The only word the app ever writes.
    static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try? container.decode(Int.self)
        if let number {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Counts are never negative")
            }
            self = .exactly(number)
            return
        }
        guard try container.decode(String.self) == Self.manyWord else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "The only word allowed is \(Self.manyWord)")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number): try container.encode(number)
        case .many: try container.encode(Self.manyWord)
        }
    }
}
