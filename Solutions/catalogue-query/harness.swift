import Foundation

/// Input of one case: a query's fields,
///   {"platforms": [String], "difficulties": [String], "search": String | null | absent,
///    "page": Int, "pageSize": Int}
/// Result: the answer's URL as a server receives it, names and values
/// decoded (Foundation on Linux writes a name's `[` as `%5B`, older macOS
/// versions leave it as it is; decoded, both are the same):
///   {"address": "https://academy.example/api/contents",
///    "items": [{"name": String, "value": String | null}],   the query's items in order
///    "byName": [{"name": String, "values": [String | null]}]}
/// `byName` holds the same items grouped by name, each name's values in
/// their order (names in the order they first appear), so that a case whose
/// rule does not fix the order of the names compares it with
/// `"unordered": ["$.byName"]`, and one whose rule does compares `$.items`.
/// Errors propagate.
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
    static func received(_ url: URL) -> [String: Any] {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return ["address": url.absoluteString, "items": [Any](), "byName": [Any]()]
        }
        let address = "\(components.scheme ?? "")://\(components.host ?? "")\(components.path)"
        let items = components.queryItems ?? []
        var names: [String] = []
        var values: [String: [Any]] = [:]
        for item in items {
            if values[item.name] == nil { names.append(item.name) }
            values[item.name, default: []].append(item.value ?? NSNull())
        }
        return [
            "address": address,
            "items": items.map { ["name": $0.name, "value": $0.value ?? NSNull()] as [String: Any] },
            "byName": names.map { ["name": $0, "values": values[$0] ?? []] as [String: Any] },
        ]
    }
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/catalogue-query/harness.swift: " + message }
}
