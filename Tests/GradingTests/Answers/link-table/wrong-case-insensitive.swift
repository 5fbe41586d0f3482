// expect-fail: rel compared with its case
// Lower-cases the rels to be "forgiving", so "History" answers for "history".
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Pair: Decodable {
        let rel: String
        let href: URL
    }

    private var urls: [String: URL] = [:]

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
            let pair = try list.decode(Pair.self)
            let rel = pair.rel.lowercased()
            if urls[rel] != nil {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "duplicate rel \(pair.rel)")
            }
            urls[rel] = pair.href
        }
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue.lowercased()]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = optional(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "missing link"))
        }
        return url
    }
}
