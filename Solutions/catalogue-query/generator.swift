import Foundation

/// Varied search forms for catalogue-query: zero to five platform ids and
/// difficulties in random order (repeats included), searches of one to four
/// words, blank and missing searches, other pages and page sizes. The
/// expected URLs come from the reference answer. Only rule 5's cases compare
/// the order of the items; the others compare each name's values in order,
/// names in any order. Only rule 4's cases meet the default page size (20),
/// so an answer that mishandles it fails rule 4 alone.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookNumberedCases()
        for _ in 0..<2 {
            cases.add("brackets and spaces escaped", 1,
                "The query is built from URLQueryItems, and a server decodes its names and values as they were given: brackets and spaces included.",
                workbookForm(&random, platforms: random.int(in: 1...3), difficulties: random.int(in: 0...2), search: .words),
                compare: workbookAnyNameOrder)
        }
        for _ in 0..<3 {
            cases.add("filters in the given order", 2,
                "One filter[domain_ids][] item per platform id and one filter[difficulties][] per difficulty, in the order of the arrays.",
                workbookForm(&random, platforms: random.int(in: 2...5), difficulties: random.int(in: 1...3), search: .missing),
                compare: workbookAnyNameOrder)
        }
        for search in [WorkbookSearch.words, .blank, .missing] {
            cases.add("search field", 3,
                "filter[q] holds the search text and is left out when search is nil or empty.",
                workbookForm(&random, platforms: random.int(in: 0...2), difficulties: random.int(in: 0...1), search: search),
                compare: workbookAnyNameOrder)
        }
        for _ in 0..<2 {
            cases.add("page and sort always present", 4,
                "page[number], page[size] and sort=-released_at are always present.",
                workbookForm(&random, platforms: 0, difficulties: 0, search: .missing, sizes: [10, 20, 25, 50, 100]),
                compare: workbookAnyNameOrder)
        }
        for _ in 0..<3 {
            cases.add("items sorted by name", 5,
                "The items are sorted by name, and items with the same name keep their order.",
                workbookForm(&random, platforms: random.int(in: 1...4), difficulties: random.int(in: 1...4), search: .words),
                compare: ["only": ["$.items"]])
        }
        return cases.all
    }

    /// Each name's values compared in their order, the names in any order
    /// (rule 5's), as a server receives them.
    static var workbookAnyNameOrder: [String: Any] { ["only": ["$.address", "$.byName"], "unordered": ["$.byName"]] }

    enum WorkbookSearch { case words, blank, missing }

    static func workbookForm(_ random: inout WorkbookRandom, platforms: Int, difficulties: Int,
                             search: WorkbookSearch, sizes: [Int] = [10, 25, 50, 100]) -> [String: Any] {
        var form: [String: Any] = [
            "platforms": (0..<platforms).map { _ in String(random.int(in: 1...40)) },
            "difficulties": (0..<difficulties).map { _ in random.element(of: ["beginner", "intermediate", "advanced", "expert"]) },
            "page": random.int(in: 1...30),
            "pageSize": random.element(of: sizes),
        ]
        switch search {
        case .words: form["search"] = (0..<random.int(in: 1...4)).map { _ in random.word(letters: 2...9) }.joined(separator: " ")
        case .blank: form["search"] = ""
        case .missing: if random.bool() { form["search"] = NSNull() }
        }
        return form
    }
}
