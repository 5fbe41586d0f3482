// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the sensors link is always encoded as an optional, so a nil one is written as null in the array.
// breaks only rule 4 because: with a sensors link the list is as before (1-3); self and plants are unchanged.
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
        try list.encode(sensors.map { Written(rel: Bed.Rel.sensors.stringValue, href: $0.url.absoluteString) })
    }
}
