// style: key paths (a table of name and key path); flatMap; lazy
import Foundation

extension CatalogueQuery {
    /// The repeated filters, each read from one array of the query.
    private static let listFilters: [(name: String, values: KeyPath<CatalogueQuery, [String]>)] = [
        ("filter[difficulties][]", \.difficulties),
        ("filter[domain_ids][]", \.platforms),
    ]

    var url: URL {
        let filters = Self.listFilters.lazy.flatMap { filter in
            self[keyPath: filter.values].map { URLQueryItem(name: filter.name, value: $0) }
        }
        let searchItem = search.flatMap { $0.isEmpty ? nil : URLQueryItem(name: "filter[q]", value: $0) }
        let fixed = [
            URLQueryItem(name: "page[number]", value: String(page)),
            URLQueryItem(name: "page[size]", value: String(pageSize)),
            URLQueryItem(name: "sort", value: "-released_at"),
        ]
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = Array(filters) + (searchItem.map { [$0] } ?? []) + fixed
        return components.url!
    }
}
