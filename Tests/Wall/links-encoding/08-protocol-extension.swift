// style: protocol extensions (a protocol adopted by Link); generic helpers
import Foundation

/// Anything that can be written as one object of an "@links" list.
protocol HrefProviding {
    var hrefText: String { get }
}

extension Link: HrefProviding {
    var hrefText: String { url.absoluteString }
}

extension UnkeyedEncodingContainer {
    /// Writes `{"rel": …, "href": …}` for a link, or nothing when there is none.
    mutating func encodeLink<Rel: CodingKey>(_ rel: Rel, _ link: HrefProviding?) throws {
        guard let link = link else { return }
        try encode(["rel": rel.stringValue, "href": link.hrefText])
    }
}

extension Bed.Links: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encodeLink(Bed.Rel.selfLink, selfLink)
        try container.encodeLink(Bed.Rel.plants, plants)
        try container.encodeLink(Bed.Rel.sensors, sensors)
    }
}
