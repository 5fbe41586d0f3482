import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        var box = try decoder.singleValueContainer()

        // number first
        var amount: Int? = nil
        do {
            amount = try box.decode(Int.self)
        } catch {
            amount = nil // not a number, fine, check for the word below
        }

        switch amount {
        case .some(let value) where value < 0:
            throw DecodingError.dataCorruptedError(in: box, debugDescription: "count can't be negative: \(value)")
        case .some(let value):
            self = .exactly(value)
        case .none:
            // has to be a word now (throws if it's not even a string)
            var word = try box.decode(String.self)
            // lookup table, only "many" for now
            var known: [String: SightingCount] = ["many": .many]
            switch known[word] {
            case .some(let hit):
                self = hit
            case .none:
                throw DecodingError.dataCorruptedError(in: box, debugDescription: "expected a number or \"many\", got \"\(word)\"")
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var box = encoder.singleValueContainer()
        switch self {
        case .exactly(let value):
            try box.encode(value)
        case .many:
            try box.encode("many")
        }
    }
}
