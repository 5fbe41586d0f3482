// style: unkeyed container with a private synthesized struct; if let shorthand
import Foundation

extension Bed.Links: Encodable {
    private struct RelHref: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(RelHref(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString))
        try container.encode(RelHref(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString))
        if let sensors {
            try container.encode(RelHref(rel: Bed.Rel.sensors.stringValue, href: sensors.url.absoluteString))
        }
    }
}
