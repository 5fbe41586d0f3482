// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: href is written as the URL's path, without scheme, host, port or query.
// breaks only rule 3 because: the array, its objects and keys (1), the rels and their order (2) and the missing sensors object (4) are unchanged.
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(Written(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.path))
        try list.encode(Written(rel: Bed.Rel.plants.stringValue, href: plants.url.path))
        if let sensors = sensors {
            try list.encode(Written(rel: Bed.Rel.sensors.stringValue, href: sensors.url.path))
        }
    }
}
