// breaks: rule 2
// The reference answer, but the links are written in the order of a Set of
// their rels (rule 2: self, plants, sensors), an order that comes from
// hashing, not from the rule.
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable, Hashable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var links: Set<Written> = [
            Written(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString),
            Written(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString),
        ]
        if let sensors = sensors {
            links.insert(Written(rel: Bed.Rel.sensors.stringValue, href: sensors.url.absoluteString))
        }
        var list = encoder.unkeyedContainer()
        for link in links {
            try list.encode(link)
        }
    }
}
