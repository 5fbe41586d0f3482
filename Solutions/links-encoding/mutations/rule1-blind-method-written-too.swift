// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: every link object also gets "method": "GET", as the API writes it.
// breaks only rule 1 because: the rels and their order (2), the hrefs (3) and the missing sensors object (4) are unchanged.
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
        var method = "GET"
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(Written(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString))
        try list.encode(Written(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString))
        if let sensors = sensors {
            try list.encode(Written(rel: Bed.Rel.sensors.stringValue, href: sensors.url.absoluteString))
        }
    }
}
