// style: switch over the Rel cases (CaseIterable-free, explicit order); while loop over indices
import Foundation

extension Bed.Links: Encodable {
    private enum Field: CodingKey {
        case rel, href
    }

    private func url(for rel: Bed.Rel) -> URL? {
        switch rel {
        case .selfLink: return selfLink.url
        case .plants: return plants.url
        case .sensors: return sensors?.url
        }
    }

    func encode(to encoder: Encoder) throws {
        let order: [Bed.Rel] = [.selfLink, .plants, .sensors]
        var container = encoder.unkeyedContainer()
        var index = order.startIndex
        while index < order.endIndex {
            defer { index += 1 }
            let rel = order[index]
            guard let url = url(for: rel) else { continue }
            var object = container.nestedContainer(keyedBy: Field.self)
            try object.encode(rel.stringValue, forKey: .rel)
            try object.encode(url.absoluteString, forKey: .href)
        }
    }
}
