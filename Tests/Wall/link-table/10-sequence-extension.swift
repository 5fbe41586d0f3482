// style: protocol extensions (Sequence where Element: Hashable); generic helpers; Optional map
import Foundation

extension Sequence where Element: Hashable {
    /// The first element that already appeared earlier in the sequence.
    func firstRepeated() -> Element? {
        var seen = Set<Element>()
        return first { !seen.insert($0).inserted }
    }
}

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct LinkObject: Decodable {
        let rel: String
        let href: URL
    }

    private let objects: [LinkObject]
    private let listCodingPath: [CodingKey]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let objects = try container.decode([LinkObject].self)
        if let repeated = objects.lazy.map({ $0.rel }).firstRepeated() {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "rel \"\(repeated)\" is listed twice")
        }
        self.objects = objects
        self.listCodingPath = decoder.codingPath
    }

    func optional(_ key: Keys) -> URL? {
        objects.first(where: { $0.rel == key.stringValue }).map { $0.href }
    }

    func required(_ key: Keys) throws -> URL {
        guard let url = optional(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: listCodingPath,
                debugDescription: "No link with rel \"\(key.stringValue)\""))
        }
        return url
    }
}
