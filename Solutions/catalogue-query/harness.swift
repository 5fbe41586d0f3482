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
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var platforms, difficulties: [String]?
        var search: String?
        var page, pageSize: Int?
    }

    struct Item: Encodable {
        let name: String
        @WorkbookNullable var value: String?
    }

    struct Named: Encodable {
        let name: String
        var values: [String?]
    }

    struct Received: Encodable {
        let address: String
        let items: [Item]
        let byName: [Named]
    }

    static func run(_ input: Input) throws -> Received {
        var query = CatalogueQuery()
        query.platforms = input.platforms ?? []
        query.difficulties = input.difficulties ?? []
        query.search = input.search
        if let page = input.page { query.page = page }
        if let size = input.pageSize { query.pageSize = size }
        guard let components = URLComponents(url: query.url, resolvingAgainstBaseURL: false) else {
            return Received(address: query.url.absoluteString, items: [], byName: [])
        }
        let items = components.queryItems ?? []
        var byName: [Named] = []
        for item in items {
            if let index = byName.firstIndex(where: { $0.name == item.name }) { byName[index].values.append(item.value) } else { byName.append(Named(name: item.name, values: [item.value])) }
        }
        return Received(address: "\(components.scheme ?? "")://\(components.host ?? "")\(components.path)",
                        items: items.map { Item(name: $0.name, value: $0.value) }, byName: byName)
    }
}
