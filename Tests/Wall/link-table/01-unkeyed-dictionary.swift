// style: unkeyed container with a while loop; Dictionary.updateValue
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Entry: Decodable {
        let rel: String
        let href: URL
    }

    private let urls: [String: URL]
    private let codingPath: [CodingKey]

    init(from decoder: Decoder) throws {
        codingPath = decoder.codingPath
        var container = try decoder.unkeyedContainer()
        var urls: [String: URL] = [:]
        while !container.isAtEnd {
            let entry = try container.decode(Entry.self)
            if urls.updateValue(entry.href, forKey: entry.rel) != nil {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Two links with rel \"\(entry.rel)\"")
            }
        }
        self.urls = urls
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = urls[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No link with rel \"\(key.stringValue)\""))
        }
        return url
    }
}
