// style: forEach with trailing closures; Optional flatMap; the standard library's stable sort; URLComponents built from parts
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items: [URLQueryItem] = []
        platforms.forEach { items.append(.init(name: "filter[domain_ids][]", value: $0)) }
        difficulties.forEach { items.append(.init(name: "filter[difficulties][]", value: $0)) }
        if let search = search.flatMap({ $0.isEmpty ? nil : $0 }) {
            items.append(.init(name: "filter[q]", value: search))
        }
        items.append(.init(name: "sort", value: "-released_at"))
        items.append(.init(name: "page[number]", value: page.description))
        items.append(.init(name: "page[size]", value: pageSize.description))
        // The standard library's sort is stable: equal names keep their order.
        items.sort { $0.name < $1.name }

        var components = URLComponents()
        components.scheme = contentsEndpoint.scheme
        components.host = contentsEndpoint.host
        components.path = contentsEndpoint.path
        components.queryItems = items
        return components.url!
    }
}
