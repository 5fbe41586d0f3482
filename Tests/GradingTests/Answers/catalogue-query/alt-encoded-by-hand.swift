// expect-pass
// Percent-encodes names and values with a set of unreserved characters and writes the query itself.
import Foundation

extension CatalogueQuery {
    var url: URL {
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        func pair(_ name: String, _ value: String) -> String {
            name.addingPercentEncoding(withAllowedCharacters: unreserved)! + "="
                + value.addingPercentEncoding(withAllowedCharacters: unreserved)!
        }
        var pairs = difficulties.map { pair("filter[difficulties][]", $0) }
        pairs += platforms.map { pair("filter[domain_ids][]", $0) }
        if let search = search, !search.isEmpty {
            pairs.append(pair("filter[q]", search))
        }
        pairs.append(pair("page[number]", "\(page)"))
        pairs.append(pair("page[size]", "\(pageSize)"))
        pairs.append(pair("sort", "-released_at"))
        return URL(string: contentsEndpoint.absoluteString + "?" + pairs.joined(separator: "&"))!
    }
}
