// style: Dictionary(_:uniquingKeysWith:) with a throwing closure; key paths as functions
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private struct Record: Decodable {
        let rel: String
        let href: URL
    }

    private let hrefs: [String: URL]
    private let path: [CodingKey]

    init(from decoder: Decoder) throws {
        let records = try decoder.singleValueContainer().decode([Record].self)
        path = decoder.codingPath
        hrefs = try Dictionary(zip(records.map(\.rel), records.map(\.href))) { _, _ in
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "A rel appears twice in the list"))
        }
    }

    func optional(_ key: Keys) -> URL? {
        hrefs[key.stringValue]
    }

    func required(_ key: Keys) throws -> URL {
        if let url = optional(key) { return url }
        throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: path, debugDescription: "missing link \(key.stringValue)"))
    }
}
