// Harness for `catalogue-query`: builds the answer's query from the case's form (a field left out keeps the
// chapter's default) and returns its URL as a server receives it, names and values decoded (Foundation on Linux
// writes a name's `[` as `%5B`, older macOS leaves it; decoded, both are the same): its "address", its "items"
// in order, and "byName": each name's values in order, names in the order they first appear, so that a case
// whose rule does not fix the order of the names compares it with `"unordered": ["$.byName"]`. Errors propagate.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var platforms, difficulties: [String]?
        var search: String?
        var page, pageSize: Int?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let plain = CatalogueQuery()
        let query = CatalogueQuery(platforms: input.platforms ?? [], difficulties: input.difficulties ?? [],
                                   search: input.search, page: input.page ?? plain.page,
                                   pageSize: input.pageSize ?? plain.pageSize)
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
