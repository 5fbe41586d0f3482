// style: reduce(into:) with a throwing closure; key paths as functions
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct RelHref: Decodable {
        var rel: String
        var href: URL
    }

    private let index: [String: URL]
    private let where_: [CodingKey]

    init(from decoder: Decoder) throws {
        let list = try decoder.singleValueContainer().decode([RelHref].self)
        index = try list.reduce(into: [:]) { index, link in
            guard index[link.rel] == nil else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "The rels \(list.map(\.rel)) are not unique"))
            }
            index[link.rel] = link.href
        }
        where_ = decoder.codingPath
    }

    func optional(_ key: Keys) -> URL? {
        index[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        try optional(key) ?? {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: where_, debugDescription: "No link for \(key.stringValue)"))
        }()
    }
}
