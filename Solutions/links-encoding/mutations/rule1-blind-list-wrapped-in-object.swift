// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the list is written inside an object, under the key "links", instead of being the array itself.
// breaks only rule 1 because: the objects inside, their rels and order (2), hrefs (3) and the missing sensors object (4) are unchanged.
import Foundation

enum LinksWrapperKey: String, CodingKey { case links }

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var wrapper = encoder.container(keyedBy: LinksWrapperKey.self)
        var list = wrapper.nestedUnkeyedContainer(forKey: .links)
        try list.encode(Written(rel: Bed.Rel.selfLink.stringValue, href: selfLink.url.absoluteString))
        try list.encode(Written(rel: Bed.Rel.plants.stringValue, href: plants.url.absoluteString))
        if let sensors = sensors {
            try list.encode(Written(rel: Bed.Rel.sensors.stringValue, href: sensors.url.absoluteString))
        }
    }
}
