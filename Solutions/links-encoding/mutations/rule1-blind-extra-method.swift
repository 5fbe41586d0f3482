// breaks: rule 1
// Written blind from rule 1's text alone (the cases unseen): writes each link as the API shows it, with a third key "method": "GET" beside rel and href
import Foundation

private struct BedLinkTriple: Encodable {
    let rel: String
    let href: String
    let method: String
}

extension Bed.Links: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(BedLinkTriple(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString, method: "GET"))
        try container.encode(BedLinkTriple(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString, method: "GET"))
        if let sensors = sensors {
            try container.encode(BedLinkTriple(rel: Bed.Rel.sensors.stringValue, href: sensors.url.absoluteString, method: "GET"))
        }
    }
}
