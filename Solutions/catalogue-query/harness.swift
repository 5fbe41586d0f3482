import Foundation

/// Input of one case: a query's fields,
///   {"platforms": [String], "difficulties": [String], "search": String | null | absent,
///    "page": Int, "pageSize": Int}
/// Result: the answer's URL as a server receives it: scheme, host and path,
/// then the query's items with their names and values decoded, in order
/// (`https://academy.example/api/contents?filter[q]=nested containers&…`).
/// Foundation on Linux writes a name's `[` as `%5B`, older macOS versions
/// leave it as it is; decoded, both are the same. Errors propagate.
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookCaseError("the case's input must be a JSON object of the query's fields")
        }
        var query = CatalogueQuery()
        query.platforms = object["platforms"] as? [String] ?? []
        query.difficulties = object["difficulties"] as? [String] ?? []
        query.search = object["search"] as? String
        if let page = object["page"] as? Int { query.page = page }
        if let size = object["pageSize"] as? Int { query.pageSize = size }
        return received(query.url)
    }

    /// The URL as a server decodes it.
    static func received(_ url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        let base = "\(components.scheme ?? "")://\(components.host ?? "")\(components.path)"
        guard let items = components.queryItems else { return base }
        return base + "?" + items.map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }.joined(separator: "&")
    }
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/catalogue-query/harness.swift: " + message }
}
