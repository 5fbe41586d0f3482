// breaks: rule 5
// Written blind from rule 5's text alone (the cases unseen): builds the items in the form's field order (platforms, difficulties, search, page, sort) and never sorts them by name
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items: [URLQueryItem] = []
        for id in platforms {
            items.append(URLQueryItem(name: "filter[domain_ids][]", value: id))
        }
        for id in difficulties {
            items.append(URLQueryItem(name: "filter[difficulties][]", value: id))
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
