// expect-pass
// Builds the list as string dictionaries with compactMap and encodes it in one call.
import Foundation

extension Bed.Links: Encodable {
    func encode(to encoder: Encoder) throws {
        let pairs: [(Bed.Rel, URL?)] = [
            (.selfLink, selfLink.url),
            (.plants, plants.url),
            (.sensors, sensors?.url),
        ]
        let list = pairs.compactMap { rel, url in
            url.map { ["rel": rel.rawValue, "href": $0.absoluteString] }
        }
        var container = encoder.singleValueContainer()
        try container.encode(list)
    }
}
