// style: compactMap over optional tuples; encode(contentsOf:)
import Foundation

extension Bed.Links: Encodable {
    private struct Item: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        let candidates: [(Bed.Rel, URL?)] = [
            (.selfLink, selfLink.url),
            (.plants, plants.url),
            (.sensors, sensors?.url),
        ]
        let items = candidates.compactMap { rel, url in
            url.map { Item(rel: rel.stringValue, href: $0.absoluteString) }
        }
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: items)
    }
}
