// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: the search text is lower-cased before it is sent ("the search is case-insensitive anyway").
// breaks only rule 3 because: every other item, the order and the address are unchanged (1, 2, 4, 5).
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items = difficulties.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
        items += platforms.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        if let search = search, !search.isEmpty {
            items.append(URLQueryItem(name: "filter[q]", value: search.lowercased()))
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
