// style: Set for the rels seen; array storage searched with first(where:); for-in loop
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Link_: Decodable {
        let rel: String
        let href: URL
    }

    private var links: [Link_] = []
    private var listPath: [CodingKey] = []

    init(from decoder: Decoder) throws {
        listPath = decoder.codingPath
        let decoded = try decoder.singleValueContainer().decode([Link_].self)
        var seen = Set<String>()
        for link in decoded {
            guard seen.insert(link.rel).inserted else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "duplicate rel \(link.rel)"))
            }
        }
        links = decoded
    }

    func optional(_ key: Keys) -> URL? {
        links.first { $0.rel == key.stringValue }?.href
    }

    func required(_ key: Keys) throws -> URL {
        guard let href = optional(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: listPath, debugDescription: "required link \(key.stringValue) is missing"))
        }
        return href
    }
}
