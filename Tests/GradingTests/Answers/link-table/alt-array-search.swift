// expect-pass
// Keeps the links as an array and searches it; duplicates are found by comparing counts.
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    struct Row: Decodable {
        var rel: String
        var href: URL
    }

    let rows: [Row]
    let where_: [CodingKey]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        rows = try container.decode([Row].self)
        where_ = decoder.codingPath
        if Set(rows.map { $0.rel }).count != rows.count {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a rel appears twice")
        }
    }

    func optional(_ key: Keys) -> URL? {
        rows.first(where: { $0.rel == key.stringValue })?.href
    }

    func required(_ key: Keys) throws -> URL {
        if let found = optional(key) { return found }
        throw DecodingError.keyNotFound(key, .init(codingPath: where_, debugDescription: "no \(key.stringValue) link"))
    }
}
