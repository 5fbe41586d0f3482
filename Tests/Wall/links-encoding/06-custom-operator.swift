// style: custom operators; for-case-let over optionals
import Foundation

infix operator =>: AssignmentPrecedence

/// Pairs a rel with the link's URL, if there is a link.
private func => (rel: Bed.Rel, url: URL?) -> (rel: String, href: String)? {
    url.map { (rel.stringValue, $0.absoluteString) }
}

extension Bed.Links: Encodable {
    private enum ObjectKeys: String, CodingKey {
        case rel, href
    }

    func encode(to encoder: Encoder) throws {
        let pairs = [
            Bed.Rel.selfLink => selfLink.url,
            Bed.Rel.plants => plants.url,
            Bed.Rel.sensors => sensors?.url,
        ]
        var container = encoder.unkeyedContainer()
        for case let (rel, href)? in pairs {
            var object = container.nestedContainer(keyedBy: ObjectKeys.self)
            try object.encode(rel, forKey: .rel)
            try object.encode(href, forKey: .href)
        }
    }
}
