// expect-fail: extra fields of every type
// Decodes each link as [String: String], which fails on any extra field that is not a string.
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private var urls: [String: URL] = [:]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let links = try container.decode([[String: String]].self)
        for link in links {
            guard let rel = link["rel"], let href = link["href"], let url = URL(string: href) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "incomplete link")
            }
            if urls[rel] != nil {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "duplicate rel \(rel)")
            }
            urls[rel] = url
        }
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = optional(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "missing link"))
        }
        return url
    }
}
