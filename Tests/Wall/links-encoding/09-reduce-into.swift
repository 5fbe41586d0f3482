// style: reduce(into:); Optional map; zip of two arrays
import Foundation

extension Bed.Links: Encodable {
    private struct Entry: Encodable {
        let rel: String
        let href: String
    }

    func encode(to encoder: Encoder) throws {
        let rels: [Bed.Rel] = [.selfLink, .plants, .sensors]
        let urls: [URL?] = [selfLink.url, plants.url, sensors.map { $0.url }]
        let entries = zip(rels, urls).reduce(into: [Entry]()) { entries, pair in
            if let url = pair.1 {
                entries.append(Entry(rel: pair.0.stringValue, href: url.absoluteString))
            }
        }
        var container = encoder.singleValueContainer()
        try container.encode(entries)
    }
}
