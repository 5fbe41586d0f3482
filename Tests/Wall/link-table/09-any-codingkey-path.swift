// style: some/any (stored [any CodingKey]); for-where loop; enum with associated values for the lookup result
import Foundation

struct LinkTable<Keys: CodingKey>: Decodable {
    private enum Lookup {
        case found(URL)
        case absent
    }

    private struct Element: Decodable {
        let rel: String
        let href: URL
    }

    private var rels: [String] = []
    private var hrefs: [URL] = []
    private let origin: [any CodingKey]

    init(from decoder: Decoder) throws {
        origin = decoder.codingPath
        var array = try decoder.unkeyedContainer()
        while !array.isAtEnd {
            let element = try array.decode(Element.self)
            for existing in rels where existing == element.rel {
                throw DecodingError.dataCorruptedError(in: array, debugDescription: "rel \(existing) is not unique")
            }
            rels.append(element.rel)
            hrefs.append(element.href)
        }
    }

    private func lookup(_ key: Keys) -> Lookup {
        if let position = rels.firstIndex(of: key.stringValue) {
            return .found(hrefs[position])
        }
        return .absent
    }

    func optional(_ key: Keys) -> URL? {
        if case .found(let url) = lookup(key) { return url }
        return nil
    }

    func required(_ key: Keys) throws -> URL {
        switch lookup(key) {
        case .found(let url):
            return url
        case .absent:
            let context = DecodingError.Context(codingPath: origin, debugDescription: "link \(key.stringValue) not found")
            throw DecodingError.keyNotFound(key, context)
        }
    }
}
