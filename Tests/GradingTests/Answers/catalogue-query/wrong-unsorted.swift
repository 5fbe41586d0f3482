// expect-fail: everything at once
// Adds the items in the order of the struct's fields and never sorts them.
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items = platforms.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        items += difficulties.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
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
