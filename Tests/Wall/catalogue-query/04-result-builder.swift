// style: result builders (loops and conditions)
import Foundation

@resultBuilder
enum QueryItemsBuilder {
    static func buildExpression(_ item: URLQueryItem) -> [URLQueryItem] { [item] }
    static func buildExpression(_ items: [URLQueryItem]) -> [URLQueryItem] { items }
    static func buildBlock(_ parts: [URLQueryItem]...) -> [URLQueryItem] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [URLQueryItem]?) -> [URLQueryItem] { part ?? [] }
    static func buildArray(_ parts: [[URLQueryItem]]) -> [URLQueryItem] { parts.flatMap { $0 } }
}

extension CatalogueQuery {
    @QueryItemsBuilder
    private var queryItems: [URLQueryItem] {
        for difficulty in difficulties {
            URLQueryItem(name: "filter[difficulties][]", value: difficulty)
        }
        for platform in platforms {
            URLQueryItem(name: "filter[domain_ids][]", value: platform)
        }
        if let search, !search.isEmpty {
            URLQueryItem(name: "filter[q]", value: search)
        }
        URLQueryItem(name: "page[number]", value: String(page))
        URLQueryItem(name: "page[size]", value: String(pageSize))
        URLQueryItem(name: "sort", value: "-released_at")
    }

    var url: URL {
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = queryItems
        return components.url!
    }
}
