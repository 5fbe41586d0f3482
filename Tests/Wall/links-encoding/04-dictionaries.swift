// style: an array of [String: String] through a single-value container; Optional chaining
import Foundation

extension Bed.Links: Encodable {
    func encode(to encoder: Encoder) throws {
        var objects: [[String: String]] = [
            ["rel": Bed.Rel.selfLink.stringValue, "href": selfLink.url.absoluteString],
            ["rel": Bed.Rel.plants.stringValue, "href": plants.url.absoluteString],
        ]
        if let href = sensors?.url.absoluteString {
            objects.append(["rel": Bed.Rel.sensors.stringValue, "href": href])
        }
        var container = encoder.singleValueContainer()
        try container.encode(objects)
    }
}
