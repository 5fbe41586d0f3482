import Foundation

/// Input of one case: a query's fields,
///   {"platforms": [String], "difficulties": [String], "search": String | null | absent,
///    "page": Int, "pageSize": Int}
/// Result: the answer's `url.absoluteString`, raw. Errors propagate.
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
        return query.url.absoluteString
    }
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/catalogue-query/harness.swift: " + message }
}
