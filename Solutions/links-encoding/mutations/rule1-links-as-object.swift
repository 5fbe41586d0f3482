// breaks: rule 1
// also fails: rule 2, rule 3, rule 4 (every case reads the links as an array of objects)
// The reference answer, but the links are written as one object from rel
// to href (rule 1: an array of {"rel", "href"} objects).
import Foundation

extension Bed.Links: Encodable {
    /// One link as the API reads it back.
    private struct Written: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var object = encoder.container(keyedBy: Bed.Rel.self)
        try object.encode(selfLink.url.absoluteString, forKey: .selfLink)
        try object.encode(plants.url.absoluteString, forKey: .plants)
        try object.encodeIfPresent(sensors?.url.absoluteString, forKey: .sensors)
    }
}
