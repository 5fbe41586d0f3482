// breaks: rule 1
// The reference answer, but the query is glued by hand: each name=value
// pair escaped for a query and joined with "&", so a search holding "&",
// "+" or "=" reaches the server as other items (rule 1: URLQueryItems,
// and what a server receives).
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items = difficulties.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
        items += platforms.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        if let search = search, !search.isEmpty {
            items.append(URLQueryItem(name: "filter[q]", value: search))
        }
        items.append(URLQueryItem(name: "page[number]", value: String(page)))
        items.append(URLQueryItem(name: "page[size]", value: String(pageSize)))
        items.append(URLQueryItem(name: "sort", value: "-released_at"))
        // Built in name order already: difficulties < domain_ids < q < page < sort.
        let query = items.map { item in
            let name = item.name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? item.name
            let value = (item.value ?? "").addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
            return name + "=" + value
        }.joined(separator: "&")
        return URL(string: contentsEndpoint.absoluteString + "?" + query)!
    }
}
