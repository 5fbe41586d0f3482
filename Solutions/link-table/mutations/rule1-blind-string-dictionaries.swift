// breaks: rule 1
// Written blind from rule 1's text alone (the cases unseen): decodes each link as [String: String], so an extra field that is not a string (a number, a Boolean, an object) makes decoding fail instead of being ignored
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private let urls: [String: URL]
    private let path: [CodingKey]

    init(from decoder: Decoder) throws {
        path = decoder.codingPath
        var container = try decoder.unkeyedContainer()
        var found: [String: URL] = [:]
        while !container.isAtEnd {
            let fields = try container.decode([String: String].self)
            guard let rel = fields["rel"], let href = fields["href"], let url = URL(string: href) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a link needs rel and href")
            }
            if found.updateValue(url, forKey: rel) != nil {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "duplicate rel \(rel)")
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
                codingPath: path, debugDescription: "no link with rel \(key.stringValue)"))
        }
        return url
    }
}
