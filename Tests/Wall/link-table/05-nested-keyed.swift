// style: nested keyed containers read by hand; String href turned into URL; guard/early exits
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private enum Field: String, CodingKey {
        case rel, href
    }

    private let table: [String: URL]
    private let location: [CodingKey]

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var table: [String: URL] = [:]
        while !list.isAtEnd {
            let link = try list.nestedContainer(keyedBy: Field.self)
            let rel = try link.decode(String.self, forKey: .rel)
            let text = try link.decode(String.self, forKey: .href)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(forKey: .href, in: link, debugDescription: "Invalid URL \(text)")
            }
            guard table[rel] == nil else {
                throw DecodingError.dataCorruptedError(forKey: .rel, in: link, debugDescription: "Duplicate rel \(rel)")
            }
            table[rel] = url
        }
        self.table = table
        self.location = decoder.codingPath
    }

    func optional(_ key: Keys) -> URL? {
        table[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = table[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: location, debugDescription: "No link with rel \"\(key.stringValue)\""))
        }
        return url
    }
}
