// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): encodes the optional sensors pair directly, so a nil sensors link writes null as the third element
import Foundation

private struct BedLinkPair: Encodable {
    let rel: String
    let href: String
}

extension Bed.Links: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(BedLinkPair(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString))
        try container.encode(BedLinkPair(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString))
        let sensorPair: BedLinkPair? = sensors.map {
            BedLinkPair(rel: Bed.Rel.sensors.stringValue, href: $0.url.absoluteString)
        }
        try container.encode(sensorPair)
    }
}
