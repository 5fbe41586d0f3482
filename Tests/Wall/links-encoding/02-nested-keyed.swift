// style: nested keyed containers inside an unkeyed one; a local helper closure
import Foundation

extension Bed.Links: Encodable {
    private enum PairKey: String, CodingKey {
        case rel, href
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        let write = { (rel: Bed.Rel, url: URL) throws in
            var object = list.nestedContainer(keyedBy: PairKey.self)
            try object.encode(rel.stringValue, forKey: .rel)
            try object.encode(url.absoluteString, forKey: .href)
        }
        try write(.selfLink, selfLink.url)
        try write(.plants, plants.url)
        if let sensors = sensors {
            try write(.sensors, sensors.url)
        }
    }
}
