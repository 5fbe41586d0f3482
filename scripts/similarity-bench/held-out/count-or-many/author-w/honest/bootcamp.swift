import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.singleValueContainer()

        // try a number first
        if var n = try? container.decode(Int.self) {
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "count can't be negative: \(n)")
            }
            self = .exactly(n)
            return
        }

        // not a number so it has to be a word (this throws if it's not even a string)
        var text = try container.decode(String.self)
        // lookup table, only "many" for now
        var words: [String: SightingCount] = ["many": .many]
        if let found = words[text] {
            self = found
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"many\", got \"\(text)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let n):
            try container.encode(n)
        case .many:
            try container.encode("many")
        }
    }
}
