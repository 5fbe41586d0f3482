// style: sorted(by:) with tuples (name, original position) for a stable sort; enumerated
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items = [
            URLQueryItem(name: "sort", value: "-released_at"),
            URLQueryItem(name: "page[size]", value: String(pageSize)),
            URLQueryItem(name: "page[number]", value: String(page)),
        ]
        items += platforms.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        items += difficulties.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
        if let search = search, !search.isEmpty {
            items.append(URLQueryItem(name: "filter[q]", value: search))
        }
        let ordered = items.enumerated()
            .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            .map { $0.element }

        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = ordered
        return components.url!
    }
}
