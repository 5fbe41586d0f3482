// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: href is rebuilt with URLComponents and the query left out ("a clean link").
// breaks only rule 3 because: the array, its objects and keys (1), the rels and their order (2) and the missing sensors object (4) are unchanged.
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        func clean(_ url: URL) -> String {
            var parts = URLComponents(url: url, resolvingAgainstBaseURL: false)!
            parts.query = nil
            return parts.url!.absoluteString
        }
        var list = encoder.unkeyedContainer()
        try list.encode(Written(rel: Bed.Rel.selfLink.stringValue, href: clean(selfLink.url)))
        try list.encode(Written(rel: Bed.Rel.plants.stringValue, href: clean(plants.url)))
        if let sensors = sensors {
            try list.encode(Written(rel: Bed.Rel.sensors.stringValue, href: clean(sensors.url)))
        }
    }
}
