// style: Dictionary(grouping:by:); first(where:) on the duplicates; compactMapValues
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Pair: Decodable {
        let rel: String
        let href: URL
    }

    private let byRel: [String: URL]
    private let decodedAt: [CodingKey]

    init(from decoder: Decoder) throws {
        decodedAt = decoder.codingPath
        let pairs = try [Pair](from: decoder)
        let groups = Dictionary(grouping: pairs, by: { $0.rel })
        if let (rel, _) = groups.first(where: { $0.value.count > 1 }) {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "rel \(rel) is used by more than one link"))
        }
        byRel = groups.compactMapValues { $0.first?.href }
    }

    func optional(_ key: Keys) -> URL? {
        byRel[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = byRel[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: decodedAt, debugDescription: "no \(key.stringValue) link"))
        }
        return url
    }
}
