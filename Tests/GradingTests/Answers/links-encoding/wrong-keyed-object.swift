// expect-fail: north bed
// Writes an object keyed by rel instead of the API's list of rel/href objects.
import Foundation

extension Bed.Links: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Bed.Rel.self)
        try container.encode(selfLink.url, forKey: .selfLink)
        try container.encode(plants.url, forKey: .plants)
        try container.encodeIfPresent(sensors?.url, forKey: .sensors)
    }
}
