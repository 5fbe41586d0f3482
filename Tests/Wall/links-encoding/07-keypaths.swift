// style: key paths as functions (stored in a static table); compactMap
import Foundation

extension Bed.Links: Encodable {
    private struct Written: Encodable {
        let rel: String
        let href: URL   // JSONEncoder writes a URL as its absoluteString
    }

    /// Which property holds which rel, in the order the API lists them.
    private static let order: [(rel: Bed.Rel, url: (Bed.Links) -> URL?)] = [
        (.selfLink, \.selfLink.url),
        (.plants, \.plants.url),
        (.sensors, \.sensors?.url),
    ]

    func encode(to encoder: Encoder) throws {
        let written = Self.order.compactMap { entry in
            entry.url(self).map { Written(rel: entry.rel.stringValue, href: $0) }
        }
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: written)
    }
}
