// breaks: rule 4
// The reference answer, but the page is sent counted from zero, page - 1
// (rule 4: page[number] holds page).
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items = difficulties.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
        items += platforms.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        if let search = search, !search.isEmpty {
            items.append(URLQueryItem(name: "filter[q]", value: search))
        }
        items.append(URLQueryItem(name: "page[number]", value: String(page - 1)))
        items.append(URLQueryItem(name: "page[size]", value: String(pageSize)))
        items.append(URLQueryItem(name: "sort", value: "-released_at"))
        // Built in name order already: difficulties < domain_ids < q < page < sort.
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items
        return components.url!
    }
}
