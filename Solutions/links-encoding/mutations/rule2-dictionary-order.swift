// breaks: rule 2
// The reference answer, but the links are gathered in a Dictionary from rel
// to URL and written in the dictionary's order (rule 2: self, plants,
// sensors). Under the grader's pinned hashing seed this dictionary happens
// to iterate in that order; the second iteration order shows the bug.
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var byRel: [String: URL] = [
            Bed.Rel.selfLink.stringValue: selfLink.url,
            Bed.Rel.plants.stringValue: plants.url,
        ]
        if let sensors = sensors {
            byRel[Bed.Rel.sensors.stringValue] = sensors.url
        }
        var list = encoder.unkeyedContainer()
        for (rel, url) in byRel {
            try list.encode(Written(rel: rel, href: url.absoluteString))
        }
    }
}
