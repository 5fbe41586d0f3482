// style: result builders (with an optional component)
import Foundation

/// One rel/href object of an "@links" list.
struct LinkListItem: Encodable {
    let rel: String
    let href: String

    init(_ rel: Bed.Rel, _ url: URL) {
        self.rel = rel.stringValue
        self.href = url.absoluteString
    }
}

@resultBuilder
enum LinkListBuilder {
    static func buildExpression(_ item: LinkListItem) -> [LinkListItem] { [item] }
    static func buildBlock(_ parts: [LinkListItem]...) -> [LinkListItem] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [LinkListItem]?) -> [LinkListItem] { part ?? [] }
}

func linkList(@LinkListBuilder _ build: () -> [LinkListItem]) -> [LinkListItem] {
    build()
}

extension Bed.Links: Encodable {
    func encode(to encoder: Encoder) throws {
        let items = linkList {
            LinkListItem(.selfLink, selfLink.url)
            LinkListItem(.plants, plants.url)
            if let sensors {
                LinkListItem(.sensors, sensors.url)
            }
        }
        var container = encoder.unkeyedContainer()
        for item in items {
            try container.encode(item)
        }
    }
}
