// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: required(_:) throws its keyNotFound with an empty coding path instead of the table's.
// breaks only rule 6 because: it is still keyNotFound for the asked key (3); everything else is unchanged (1, 2, 4, 5).
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
        urls[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = urls[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: [],
                debugDescription: "No link with rel \"\(key.stringValue)\""))
        }
        return url
    }
}
