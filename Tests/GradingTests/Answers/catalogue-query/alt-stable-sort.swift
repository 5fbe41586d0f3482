// expect-pass
// Collects the items in any order, then sorts by name with the position as a tie-breaker.
import Foundation

extension CatalogueQuery {
    private var items: [URLQueryItem] {
        var all: [URLQueryItem] = [URLQueryItem(name: "sort", value: "-released_at")]
        all.append(URLQueryItem(name: "page[size]", value: String(pageSize)))
        all.append(URLQueryItem(name: "page[number]", value: String(page)))
        if let text = search, text.isEmpty == false {
            all.append(URLQueryItem(name: "filter[q]", value: text))
        }
        for id in platforms { all.append(URLQueryItem(name: "filter[domain_ids][]", value: id)) }
        for level in difficulties { all.append(URLQueryItem(name: "filter[difficulties][]", value: level)) }
        return all
    }

    var url: URL {
        let ordered = items.enumerated().sorted { left, right in
            left.element.name == right.element.name ? left.offset < right.offset : left.element.name < right.element.name
        }
        var parts = URLComponents(string: contentsEndpoint.absoluteString)!
        parts.queryItems = ordered.map { $0.element }
        return parts.url!
    }
}
