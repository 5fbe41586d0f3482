// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a nil sensors link is written as {"rel": "sensors", "href": ""} instead of being left out.
// breaks only rule 4 because: with a sensors link the list is as before (1-3); every object still has exactly rel and href.
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(Written(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString))
        try list.encode(Written(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString))
        try list.encode(Written(rel: Bed.Rel.sensors.stringValue, href: sensors?.url.absoluteString ?? ""))
    }
}
