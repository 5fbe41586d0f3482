// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: each link is decoded as a [String: String] dictionary, so an extra field that is a number, a Boolean, null, an array or an object throws typeMismatch instead of being ignored.
// breaks only rule 1 because: rel and href are still required strings (5: a missing or non-string one throws), lookups (2, 3), duplicates (4) and the error path (6) are unchanged.
import Foundation

/// An "@links" list decoded once, then read through the keys of one model.
struct LinkTable<Keys: CodingKey>: Decodable {
    /// One link as the API writes it; other fields are ignored.
    private struct Entry: Decodable {
        let rel: String
        let href: URL
    }

    private let urls: [String: URL]
    /// Where the list was in the document, for the errors `required` throws.
    private let codingPath: [CodingKey]

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var urls: [String: URL] = [:]
        while !list.isAtEnd {
            let fields = try list.decode([String: String].self)
            guard let rel = fields["rel"], let text = fields["href"], let href = URL(string: text) else {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "a link needs rel and href")
            }
            let entry = Entry(rel: rel, href: href)
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
