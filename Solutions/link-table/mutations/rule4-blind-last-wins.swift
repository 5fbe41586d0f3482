// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): fills the dictionary with subscript assignment, so a duplicate rel silently replaces the earlier one
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Entry: Decodable {
        let rel: String
        let href: URL
    }

    private let urls: [String: URL]
    private let path: [CodingKey]

    init(from decoder: Decoder) throws {
        path = decoder.codingPath
        var container = try decoder.unkeyedContainer()
        var found: [String: URL] = [:]
        while !container.isAtEnd {
            let entry = try container.decode(Entry.self)
            found[entry.rel] = entry.href
        }
        urls = found
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = urls[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: path, debugDescription: "no link with rel \(key.stringValue)"))
        }
        return url
    }
}
