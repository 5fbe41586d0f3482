// style: `some Collection<String>` parameters; @inlinable helpers; groups of one name each, sorted by name
import Foundation

/// One item per value, all under the same name, in the collection's order.
@inlinable
func repeatedQueryItems(named name: String, _ values: some Collection<String>) -> [URLQueryItem] {
    values.map { URLQueryItem(name: name, value: $0) }
}

extension CatalogueQuery {
    var url: URL {
        // Each group holds one name; sorting the groups by name keeps every group's inner order.
        let groups: [(name: String, items: [URLQueryItem])] = [
            ("sort", repeatedQueryItems(named: "sort", CollectionOfOne("-released_at"))),
            ("page[size]", repeatedQueryItems(named: "page[size]", [String(pageSize)])),
            ("page[number]", repeatedQueryItems(named: "page[number]", [String(page)])),
            ("filter[q]", repeatedQueryItems(named: "filter[q]", search.map { [$0] }?.filter { !$0.isEmpty } ?? [])),
            ("filter[domain_ids][]", repeatedQueryItems(named: "filter[domain_ids][]", platforms)),
            ("filter[difficulties][]", repeatedQueryItems(named: "filter[difficulties][]", difficulties[...])),
        ]
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = groups.sorted { $0.name < $1.name }.flatMap { $0.items }
        return components.url!
    }
}
