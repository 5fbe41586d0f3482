import Foundation

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            try container.encode("many")
        case .exactly(let n):
            try container.encode(n)
        }
    }

    init(from decoder: Decoder) throws {
        var container = try decoder.singleValueContainer()
        var attempts: [String] = []

        // try a number first
        attempts.append("Int")
        if var n = try? container.decode(Int.self) {
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "count can't be negative: \(n) (tried \(attempts))")
            }
            self = .exactly(n)
            return
        }

        // not a number so it has to be a word (this throws if it's not even a string)
        attempts.append("String")
        var text = try container.decode(String.self)
        // lookup table, only "many" for now
        if let found = (["many": SightingCount.many] as [String: SightingCount])[text] {
            self = found
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"many\", got \"\(text)\" (tried \(attempts.joined(separator: ", ")))")
        }
    }
}
