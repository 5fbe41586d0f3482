// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the address is written by hand as "https://academy.example/api/contents/", with a trailing slash.
// breaks only rule 1 because: the same items, names and values in the same order are sent (2-5); only the address changes.
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
        var components = URLComponents(string: "https://academy.example/api/contents/")!
        components.queryItems = items
        return components.url!
    }
}
