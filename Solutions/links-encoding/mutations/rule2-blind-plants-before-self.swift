// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the plants link is written before the self link.
// breaks only rule 2 because: each object still has exactly rel and href (1), the hrefs are the same (3), sensors is left out when nil (4).
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(Written(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString))
        try list.encode(Written(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString))
        if let sensors = sensors {
            try list.encode(Written(rel: Bed.Rel.sensors.stringValue, href: sensors.url.absoluteString))
        }
    }
}
