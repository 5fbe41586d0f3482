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
        var cases = WorkbookCases(naming: .generated)
        for _ in 0..<2 {
            cases.add(1, "brackets and spaces escaped",
                workbookForm(&random, platforms: random.int(in: 1...3), difficulties: random.int(in: 0...2), search: .words),
                compare: workbookAnyNameOrder)
        }
        for _ in 0..<3 {
            cases.add(2, "filters in the given order",
                workbookForm(&random, platforms: random.int(in: 2...5), difficulties: random.int(in: 1...3), search: .missing),
                compare: workbookAnyNameOrder)
        }
        for search in [WorkbookSearch.words, .blank, .missing] {
            cases.add(3, "search field",
                workbookForm(&random, platforms: random.int(in: 0...2), difficulties: random.int(in: 0...1), search: search),
                compare: workbookAnyNameOrder)
        }
        for _ in 0..<2 {
            cases.add(4, "page and sort always present",
                workbookForm(&random, platforms: 0, difficulties: 0, search: .missing, sizes: [10, 20, 25, 50, 100]),
                compare: workbookAnyNameOrder)
        }
        for _ in 0..<3 {
            cases.add(5, "items sorted by name",
                workbookForm(&random, platforms: random.int(in: 1...4), difficulties: random.int(in: 1...4), search: .words),
                compare: .only("$.items"))
        }
        return cases.all
    }

    /// Each name's values compared in their order, the names in any order
    /// (rule 5's), as a server receives them.
    static let workbookAnyNameOrder = WorkbookCompare(only: ["$.address", "$.byName"], unordered: ["$.byName"])

    enum WorkbookSearch { case words, blank, missing }

    static func workbookForm(_ random: inout WorkbookRandom, platforms: Int, difficulties: Int,
                             search: WorkbookSearch, sizes: [Int] = [10, 25, 50, 100]) -> [String: WorkbookJSON] {
        var form: [String: WorkbookJSON] = [
            "platforms": WorkbookJSON((0..<platforms).map { _ in String(random.int(in: 1...40)) }),
            "difficulties": WorkbookJSON((0..<difficulties).map { _ in random.element(of: ["beginner", "intermediate", "advanced", "expert"]) }),
            "page": WorkbookJSON(random.int(in: 1...30)),
            "pageSize": WorkbookJSON(random.element(of: sizes)),
        ]
        switch search {
        case .words: form["search"] = WorkbookJSON((0..<random.int(in: 1...4)).map { _ in random.word(letters: 2...9) }.joined(separator: " "))
        case .blank: form["search"] = ""
        case .missing: if random.bool() { form["search"] = WorkbookJSON.null }
        }
        return form
    }
}
