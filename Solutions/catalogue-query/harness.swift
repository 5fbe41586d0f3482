// Harness for `catalogue-query`: builds the answer's query from the case's form (a field left out keeps the
// chapter's default) and returns its URL as a server receives it, names and values decoded (Foundation on Linux
// writes a name's `[` as `%5B`, older macOS leaves it; decoded, both are the same): its "address", its "items"
// in order ({"name", "value"}), "names": the items' names in order, "sortedByName": whether each item's name
// comes after the one before it or is the same (what rule 5 fixes, whatever the names are), and "byName": an
// object from each name to its values in order, so that a case compares one name's values as
// `$.byName['filter[q]']` whatever the order of the names. Errors propagate.
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
            return ["address": .string(query.url.absoluteString), "items": [], "names": [], "sortedByName": true, "byName": [:]]
        }
        let items = components.queryItems ?? []
        var names: [String] = []
        for item in items where !names.contains(item.name) { names.append(item.name) }
        return [
            "address": .string("\(components.scheme ?? "")://\(components.host ?? "")\(components.path)"),
            "items": WorkbookJSON(items.map { ["name": WorkbookJSON($0.name), "value": WorkbookJSON($0.value)] }),
            "names": WorkbookJSON(items.map(\.name)),
            "sortedByName": .bool(zip(items, items.dropFirst()).allSatisfy { $0.name <= $1.name }),
            "byName": .object(names.map { name in (name, WorkbookJSON(items.filter { $0.name == name }.map(\.value))) }),
        ]
    }
}
