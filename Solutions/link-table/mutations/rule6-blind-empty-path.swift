// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): required's keyNotFound error has an empty coding path (the decoder's path is not kept)
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Entry: Decodable {
        let rel: String
        let href: URL
    }

    private let urls: [String: URL]

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var found: [String: URL] = [:]
        while !container.isAtEnd {
            let entry = try container.decode(Entry.self)
            if found.updateValue(entry.href, forKey: entry.rel) != nil {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "duplicate rel \(entry.rel)")
            }
        }
        urls = found
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = urls[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: [], debugDescription: "no link with rel \(key.stringValue)"))
        }
        return url
    }
}
