import Foundation

// MARK: - Codable

extension SightingCount: Codable {

    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        // a number first
        if let n = try? c.decode(Int.self) {
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "count must not be negative, got \(n)")
            } else {
                self = .exactly(n)
            }
        } else {
            // then the word; anything that is not a string throws here
            let s = try c.decode(String.self)
            if s == Self.manyWord {
                self = .many
            } else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "count must be a number or \"many\", got \"\(s)\"")
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
