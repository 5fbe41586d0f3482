// style: Dictionary(grouping:by:); flatMap over sorted keys
import Foundation

extension CatalogueQuery {
    var url: URL {
        var pairs: [(name: String, value: String)] = []
        pairs += platforms.map { ("filter[domain_ids][]", $0) }
        pairs += difficulties.map { ("filter[difficulties][]", $0) }
        if let search, !search.isEmpty {
            pairs.append(("filter[q]", search))
        }
        pairs.append(("page[number]", "\(page)"))
        pairs.append(("page[size]", "\(pageSize)"))
        pairs.append(("sort", "-released_at"))

        // Grouping keeps each group's elements in their original order.
        let byName = Dictionary(grouping: pairs, by: { $0.name })
        let items = byName.keys.sorted().flatMap { name in
            byName[name, default: []].map { URLQueryItem(name: name, value: $0.value) }
        }

        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items
        return components.url!
    }
}
