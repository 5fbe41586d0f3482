// expect-fail: empty search left out
// Leaves out a nil search but sends an empty one as "filter[q]=".
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items = platforms.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        items += difficulties.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
        if let search = search {
            items.append(URLQueryItem(name: "filter[q]", value: search))
        }
        items += [
            URLQueryItem(name: "page[number]", value: "\(page)"),
            URLQueryItem(name: "page[size]", value: "\(pageSize)"),
            URLQueryItem(name: "sort", value: "-released_at"),
        ]
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items.enumerated()
            .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            .map(\.element)
        return components.url!
    }
}
