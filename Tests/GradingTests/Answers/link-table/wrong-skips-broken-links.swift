// expect-fail: link without href
// Tolerates broken links by skipping them, so a link without href decodes as no link at all.
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct MaybeLink: Decodable {
        let rel: String?
        let href: URL?
    }

    private var urls: [String: URL] = [:]

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
            let link = try list.decode(MaybeLink.self)
            guard let rel = link.rel, let href = link.href else { continue }
            if urls[rel] != nil {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "duplicate rel \(rel)")
            }
            urls[rel] = href
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
