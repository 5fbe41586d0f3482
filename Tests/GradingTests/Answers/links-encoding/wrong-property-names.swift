// expect-fail: order self, plants, sensors
// Uses the Swift names of the cases as rels, so the self link goes out as "selfLink".
import Foundation

extension Bed.Links: Encodable {
    private struct Pair: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        let all: [(Bed.Rel, URL?)] = [(.selfLink, selfLink.url), (.plants, plants.url), (.sensors, sensors?.url)]
        for (rel, url) in all {
            if let url = url {
                try list.encode(Pair(rel: "\(rel)", href: url.absoluteString))
            }
        }
    }
}
