// expect-pass
// One nested keyed container per link, written by a local function.
import Foundation

extension Bed.Links: Encodable {
    private enum Field: String, CodingKey {
        case rel, href
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        func write(_ rel: Bed.Rel, _ url: URL) throws {
            var object = list.nestedContainer(keyedBy: Field.self)
            try object.encode(rel.stringValue, forKey: .rel)
            try object.encode(url, forKey: .href)
        }
        try write(.selfLink, selfLink.url)
        try write(.plants, plants.url)
        if let sensorsURL = sensors?.url {
            try write(.sensors, sensorsURL)
        }
    }
}
