// expect-fail: two self links
// Fills a dictionary and never notices a rel that is already there: the last link wins.
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Pair: Decodable {
        let rel: String
        let href: URL
    }

    private let urls: [String: URL]

    init(from decoder: Decoder) throws {
        let pairs = try decoder.singleValueContainer().decode([Pair].self)
        var urls: [String: URL] = [:]
        for pair in pairs {
            urls[pair.rel] = pair.href
        }
        self.urls = urls
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = urls[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "missing link"))
        }
        return url
    }
}
