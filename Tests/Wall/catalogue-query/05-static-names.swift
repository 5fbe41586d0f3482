// style: static stored properties in a private namespace enum; reduce(into:)
import Foundation

private enum QueryName {
    static let platform = "filter[domain_ids][]"
    static let difficulty = "filter[difficulties][]"
    static let search = "filter[q]"
    static let pageNumber = "page[number]"
    static let pageSize = "page[size]"
    static let sort = "sort"
    static let newestFirst = "-released_at"
}

extension CatalogueQuery {
    var url: URL {
        var items = difficulties.reduce(into: [URLQueryItem]()) {
            $0.append(URLQueryItem(name: QueryName.difficulty, value: $1))
        }
        items = platforms.reduce(into: items) {
            $0.append(URLQueryItem(name: QueryName.platform, value: $1))
        }
        if let text = search, !text.isEmpty {
            items.append(URLQueryItem(name: QueryName.search, value: text))
        }
        items += [
            URLQueryItem(name: QueryName.pageNumber, value: String(page)),
            URLQueryItem(name: QueryName.pageSize, value: String(pageSize)),
            URLQueryItem(name: QueryName.sort, value: QueryName.newestFirst),
        ]
        var components = URLComponents(url: contentsEndpoint, resolvingAgainstBaseURL: false)!
        components.queryItems = items.sorted { $0.name < $1.name }
        return components.url!
    }
}
