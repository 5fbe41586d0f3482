// breaks: rule 1
// The reference answer, but a link with any field besides `rel` and `href`
// is refused (rule 1: other fields are ignored).
import Foundation

/// An "@links" list decoded once, then read through the keys of one model.
struct LinkTable<Keys: CodingKey>: Decodable {
    /// One link as the API writes it; other fields are ignored.
    private struct Entry: Decodable {
        let rel: String
        let href: URL

        private struct AnyField: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        private enum Fields: String, CodingKey { case rel, href }

        init(from decoder: Decoder) throws {
            let every = try decoder.container(keyedBy: AnyField.self)
            if let stray = every.allKeys.first(where: { Fields(rawValue: $0.stringValue) == nil }) {
                throw DecodingError.dataCorruptedError(forKey: stray, in: every, debugDescription: "unexpected field \(stray.stringValue)")
            }
            let fields = try decoder.container(keyedBy: Fields.self)
            rel = try fields.decode(String.self, forKey: .rel)
            href = try fields.decode(URL.self, forKey: .href)
        }
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
                codingPath: codingPath,
                debugDescription: "No link with rel \"\(key.stringValue)\""))
        }
        return url
    }
}
