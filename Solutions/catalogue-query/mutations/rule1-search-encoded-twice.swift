// breaks: rule 1
// The reference answer, but the search text is percent-encoded by hand
// before `URLQueryItem` encodes it again (rule 1: the value as written).
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items = difficulties.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
        items += platforms.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        if let search = search, !search.isEmpty {
            items.append(URLQueryItem(name: "filter[q]", value: search.addingPercentEncoding(withAllowedCharacters: .alphanumerics)))
        }
        items.append(URLQueryItem(name: "page[number]", value: String(page)))
        items.append(URLQueryItem(name: "page[size]", value: String(pageSize)))
        items.append(URLQueryItem(name: "sort", value: "-released_at"))
        // Built in name order already: difficulties < domain_ids < q < page < sort.
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items
        return components.url!
    }
}
