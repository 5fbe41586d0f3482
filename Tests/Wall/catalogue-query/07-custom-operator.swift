// style: custom operators building query items; Optional map for the search item
import Foundation

infix operator ~>: AdditionPrecedence

/// `name ~> value` is a query item.
private func ~> (name: String, value: String) -> URLQueryItem {
    URLQueryItem(name: name, value: value)
}

extension CatalogueQuery {
    var url: URL {
        let searchItems = (search?.isEmpty == false ? search : nil).map { ["filter[q]" ~> $0] } ?? []
        let items = difficulties.map { "filter[difficulties][]" ~> $0 }
            + platforms.map { "filter[domain_ids][]" ~> $0 }
            + searchItems
            + [
                "page[number]" ~> String(page),
                "page[size]" ~> String(pageSize),
                "sort" ~> "-released_at",
            ]
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items
        return components.url!
    }
}
