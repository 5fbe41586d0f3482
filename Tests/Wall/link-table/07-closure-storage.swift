// style: closures stored in properties; final class storage shared by copies
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private final class Storage {
        var links: [String: URL] = [:]
    }

    private struct Raw: Decodable {
        let rel: String
        let href: URL
    }

    /// Looks a rel up.
    private let lookup: (String) -> URL?
    /// Makes the error for a missing rel, with the list's path built in.
    private let missing: (Keys) -> DecodingError

    init(from decoder: Decoder) throws {
        let storage = Storage()
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            let raw = try container.decode(Raw.self)
            if storage.links[raw.rel] != nil {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "rel \(raw.rel) twice")
            }
            storage.links[raw.rel] = raw.href
        }
        let path = decoder.codingPath
        lookup = { storage.links[$0] }
        missing = { key in
            DecodingError.keyNotFound(key, DecodingError.Context(codingPath: path, debugDescription: "no link \(key.stringValue)"))
        }
    }

    func optional(_ key: Keys) -> URL? {
        lookup(key.stringValue)
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = lookup(key.stringValue) else { throw missing(key) }
        return url
    }
}
