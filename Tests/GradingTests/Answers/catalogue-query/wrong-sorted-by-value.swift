// expect-fail: a repeated id is sent each time
// Sorts by name and then by value, so a repeated name loses the order its values were given in.
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
        components.queryItems = items.sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
        return components.url!
    }
}
