// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): leaves page[size] out when it is the default 20, to keep URLs short
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
        if pageSize != 20 {
            items.append(URLQueryItem(name: "page[size]", value: String(pageSize)))
        }
        items.append(URLQueryItem(name: "sort", value: "-released_at"))
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items.enumerated()
            .sorted { $0.element.name != $1.element.name ? $0.element.name < $1.element.name : $0.offset < $1.offset }
            .map(\.element)
        return components.url!
    }
}
