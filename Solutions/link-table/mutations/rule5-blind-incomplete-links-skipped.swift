// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a link without rel or href is skipped instead of throwing.
// breaks only rule 5 because: complete links are read as before (1), non-string rel or href, non-objects and non-arrays still throw; lookups (2, 3), duplicates (4) and the error path (6) unchanged.
import Foundation

/// An "@links" list decoded once, then read through the keys of one model.
struct LinkTable<Keys: CodingKey>: Decodable {
    /// One link as the API writes it; other fields are ignored.
    private struct Entry: Decodable {
        let rel: String?
        let href: URL?
    }

    private let urls: [String: URL]
    /// Where the list was in the document, for the errors `required` throws.
    private let codingPath: [CodingKey]

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var urls: [String: URL] = [:]
        while !list.isAtEnd {
            let read = try list.decode(Entry.self)
            guard let rel = read.rel, let href = read.href else { continue }
            let entry = (rel: rel, href: href)
            if urls.updateValue(entry.href, forKey: entry.rel) != nil {
                throw DecodingError.dataCorruptedError(
                    in: list, debugDescription: "Two links with rel \"\(entry.rel)\"")
            }
        }
        self.urls = urls
        codingPath = decoder.codingPath
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = urls[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "No link with rel \"\(key.stringValue)\""))
        }
        return url
    }
}
