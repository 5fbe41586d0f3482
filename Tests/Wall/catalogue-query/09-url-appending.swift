// style: URL.appending(queryItems:) (@available-guarded); zip with repeated names
import Foundation

extension CatalogueQuery {
    private var orderedItems: [URLQueryItem] {
        var items = zip(repeatElement("filter[difficulties][]", count: difficulties.count), difficulties)
            .map { URLQueryItem(name: $0, value: $1) }
        items += zip(repeatElement("filter[domain_ids][]", count: platforms.count), platforms)
            .map { URLQueryItem(name: $0, value: $1) }
        if let search, !search.isEmpty {
            items.append(URLQueryItem(name: "filter[q]", value: search))
        }
        items.append(URLQueryItem(name: "page[number]", value: "\(page)"))
        items.append(URLQueryItem(name: "page[size]", value: "\(pageSize)"))
        items.append(URLQueryItem(name: "sort", value: "-released_at"))
        return items
    }

    var url: URL {
        if #available(macOS 13, iOS 16, *) {
            return contentsEndpoint.appending(queryItems: orderedItems)
        } else {
            var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
            components.queryItems = orderedItems
            return components.url!
        }
    }
}
