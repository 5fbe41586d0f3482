// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): only nil leaves filter[q] out, so an empty search sends filter[q]= with an empty value
import Foundation

extension CatalogueQuery {
    var url: URL {
        var items: [URLQueryItem] = []
        for id in difficulties {
            items.append(URLQueryItem(name: "filter[difficulties][]", value: id))
        }
        for id in platforms {
            items.append(URLQueryItem(name: "filter[domain_ids][]", value: id))
        }
        if let search = search {
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
