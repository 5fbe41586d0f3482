// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: the items are left in the order they are built, platforms before difficulties, without sorting.
// breaks only rule 5 because: every item is present with its name and value (1-4), and items with one name keep the array's order.
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
        // Built in name order already: difficulties < domain_ids < q < page < sort.
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items
        return components.url!
    }
}
