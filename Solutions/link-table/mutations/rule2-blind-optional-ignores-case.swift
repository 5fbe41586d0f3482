// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: optional(_:) compares rels without their letter case, so "History" answers .history.
// breaks only rule 2 because: required(_:) still looks up the exact rel (3), decoding (1, 4, 5) and the error path (6) are unchanged.
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
            let entry = try list.decode(Entry.self)
            if urls.updateValue(entry.href, forKey: entry.rel) != nil {
                throw DecodingError.dataCorruptedError(
                    in: list, debugDescription: "Two links with rel \"\(entry.rel)\"")
            }
        }
        self.urls = urls
        codingPath = decoder.codingPath
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue] ?? urls.first { $0.key.lowercased() == key.stringValue.lowercased() }?.value
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
