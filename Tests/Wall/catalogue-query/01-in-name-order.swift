// style: items built directly in name order; URLComponents
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items: [URLQueryItem] = []
        for difficulty in difficulties {
            items.append(URLQueryItem(name: "filter[difficulties][]", value: difficulty))
        }
        for platform in platforms {
            items.append(URLQueryItem(name: "filter[domain_ids][]", value: platform))
        }
        if let search = search, !search.isEmpty {
            items.append(URLQueryItem(name: "filter[q]", value: search))
        }
        items.append(URLQueryItem(name: "page[number]", value: String(page)))
        items.append(URLQueryItem(name: "page[size]", value: String(pageSize)))
        items.append(URLQueryItem(name: "sort", value: "-released_at"))

        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items
        return components.url!
    }
}
