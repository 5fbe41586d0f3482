// expect-pass
// Walks the array with a nested keyed container per link and builds each URL from its string.
import Foundation

private enum LinkField: String, CodingKey {
    case rel, href
}

struct LinkTable<Keys: CodingKey>: Decodable {
    private var byRel = [String: URL]()
    private let listPath: [CodingKey]

    init(from decoder: Decoder) throws {
        listPath = decoder.codingPath
        var elements = try decoder.unkeyedContainer()
        while !elements.isAtEnd {
            let link = try elements.nestedContainer(keyedBy: LinkField.self)
            let rel = try link.decode(String.self, forKey: .rel)
            let text = try link.decode(String.self, forKey: .href)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(forKey: .href, in: link, debugDescription: "not a URL: \(text)")
            }
            guard byRel[rel] == nil else {
                throw DecodingError.dataCorruptedError(forKey: .rel, in: link, debugDescription: "\(rel) is listed twice")
            }
            byRel[rel] = url
        }
    }

    func optional(_ key: Keys) -> URL? {
        return byRel[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        switch byRel[key.stringValue] {
        case let url?:
            return url
        case nil:
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: listPath, debugDescription: "required link"))
        }
    }
}
