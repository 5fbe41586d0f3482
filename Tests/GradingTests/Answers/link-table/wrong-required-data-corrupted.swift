// expect-fail: required link missing
// Reports a missing required link as corrupted data instead of a missing key.
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Pair: Decodable {
        let rel: String
        let href: URL
    }

    private var urls: [String: URL] = [:]
    private let path: [CodingKey]

    init(from decoder: Decoder) throws {
        path = decoder.codingPath
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
            let pair = try list.decode(Pair.self)
            if urls[pair.rel] != nil {
                throw DecodingError.dataCorruptedError(in: list, debugDescription: "duplicate rel \(pair.rel)")
            }
            urls[pair.rel] = pair.href
        }
    }

    func optional(_ key: Keys) -> URL? {
        urls[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = optional(key) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path + [key], debugDescription: "missing link"))
        }
        return url
    }
}
