// style: sorted() and zip to find neighbours; lazy filter and map; switch on an Optional pattern
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Item: Decodable {
        let rel: String
        let href: URL
    }

    private let items: [Item]
    private let codingPath: [CodingKey]

    init(from decoder: Decoder) throws {
        let items = try decoder.singleValueContainer().decode([Item].self)
        let rels = items.map { $0.rel }.sorted()
        // After sorting, a duplicate is always next to its twin.
        if let (twin, _) = zip(rels, rels.dropFirst()).first(where: { $0 == $1 }) {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "rel \"\(twin)\" appears twice"))
        }
        self.items = items
        self.codingPath = decoder.codingPath
    }

    func optional(_ key: Keys) -> URL? {
        items.lazy.filter { $0.rel == key.stringValue }.map { $0.href }.first
    }

    func required(_ key: Keys) throws -> URL {
        switch optional(key) {
        case let url?:
            return url
        case nil:
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No link with rel \(key.stringValue)"))
        }
    }
}
