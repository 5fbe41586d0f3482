// Harness for `catalogue-query`: builds the answer's query from the case's form and returns its URL as a server
// receives it, names and values decoded (Foundation on Linux writes a name's `[` as `%5B`, older macOS leaves
// it; decoded, both are the same): its "address", its "items" in order, and "byName": each name's values in
// order, names in the order they first appear, so that a case whose rule does not fix the order of the names
// compares it with `"unordered": ["$.byName"]`, and one whose rule does compares `$.items`. Errors propagate.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var platforms, difficulties: [String]?
        var search: String?
        var page, pageSize: Int?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        var query = CatalogueQuery()
        query.platforms = input.platforms ?? []
        query.difficulties = input.difficulties ?? []
        query.search = input.search
        if let page = input.page { query.page = page }
        if let size = input.pageSize { query.pageSize = size }
        guard let components = URLComponents(url: query.url, resolvingAgainstBaseURL: false) else {
            return ["address": .string(query.url.absoluteString), "items": [], "byName": []]
        }
        let items = components.queryItems ?? []
        var names: [String] = []
        for item in items where !names.contains(item.name) { names.append(item.name) }
        return [
            "address": .string("\(components.scheme ?? "")://\(components.host ?? "")\(components.path)"),
            "items": WorkbookJSON(items.map { ["name": WorkbookJSON($0.name), "value": WorkbookJSON($0.value)] }),
            "byName": WorkbookJSON(names.map { name -> WorkbookJSON in
                ["name": WorkbookJSON(name), "values": WorkbookJSON(items.filter { $0.name == name }.map(\.value))]
            }),
        ]
    }
}
