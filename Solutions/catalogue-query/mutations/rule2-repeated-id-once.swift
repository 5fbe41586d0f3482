// breaks: rule 2
// The reference answer, but a platform id or difficulty given twice is sent
// once (rule 2: one item per id, in the order of the array).
import Foundation

extension CatalogueQuery {
    var url: URL {
        var seen: Set<String> = []
        var items = difficulties.filter { seen.insert("d" + $0).inserted }.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
        items += platforms.filter { seen.insert("p" + $0).inserted }.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        if let search = search, !search.isEmpty {
            items.append(URLQueryItem(name: "filter[q]", value: search))
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
