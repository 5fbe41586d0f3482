// style: while loops over indices (a stable insertion sort by name); guard/early exits
import Foundation

extension CatalogueQuery {
    /// Sorts by name and keeps items with the same name in their order.
    private static func stableSortedByName(_ items: [URLQueryItem]) -> [URLQueryItem] {
        var result = items
        var i = 1
        while i < result.count {
            let item = result[i]
            var j = i - 1
            while j >= 0 && result[j].name > item.name {
                result[j + 1] = result[j]
                j -= 1
            }
            result[j + 1] = item
            i += 1
        }
        return result
    }

    private var searchItem: URLQueryItem? {
        guard let search = search, !search.isEmpty else { return nil }
        return URLQueryItem(name: "filter[q]", value: search)
    }

    var url: URL {
        var items = [URLQueryItem(name: "sort", value: "-released_at")]
        items.append(URLQueryItem(name: "page[size]", value: String(pageSize)))
        items.append(URLQueryItem(name: "page[number]", value: String(page)))
        if let searchItem = searchItem { items.append(searchItem) }
        items += platforms.map { URLQueryItem(name: "filter[domain_ids][]", value: $0) }
        items += difficulties.map { URLQueryItem(name: "filter[difficulties][]", value: $0) }
        guard var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false) else {
            return contentsEndpoint
        }
        components.queryItems = Self.stableSortedByName(items)
        return components.url ?? contentsEndpoint
    }
}
