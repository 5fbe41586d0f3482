// breaks: rule 5
// Written blind from rule 5's text alone (the cases unseen): groups the values in a [name: [values]] dictionary and emits the groups in the dictionary's iteration order, never sorted by name
import Foundation

extension CatalogueQuery {
    var url: URL {
        var groups: [String: [String]] = [:]
        groups["filter[domain_ids][]", default: []].append(contentsOf: platforms)
        groups["filter[difficulties][]", default: []].append(contentsOf: difficulties)
        if let search = search, !search.isEmpty {
            groups["filter[q]"] = [search]
        }
        groups["page[number]"] = [String(page)]
        groups["page[size]"] = [String(pageSize)]
        groups["sort"] = ["-released_at"]
        var items: [URLQueryItem] = []
        for (name, values) in groups {
            for value in values {
                items.append(URLQueryItem(name: name, value: value))
            }
        }
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items
        return components.url!
    }
}
