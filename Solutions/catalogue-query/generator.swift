// Varied search forms for `catalogue-query`: zero to five platform ids and difficulties in random order (repeats
// included), searches of one to four words, blank and missing searches, other pages and page sizes.
import Foundation

enum WorkbookGenerator {
    enum Search { case words, blank, missing }

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // Only rule 5's cases compare the order of the items; the others compare each name's values in order,
        // the names in any order, as a server receives them.
        let anyNameOrder = WorkbookCompare(only: ["$.address", "$.byName"], unordered: ["$.byName"])
        var cases = WorkbookCases(naming: .generated, comparing: [1: anyNameOrder, 2: anyNameOrder, 3: anyNameOrder,
                                                                  4: anyNameOrder, 5: .only("$.items")])
        for _ in 0..<2 {
            let filters = (platforms: random.int(in: 1...3), difficulties: random.int(in: 0...2))
            cases.add(1, "brackets and spaces escaped", form(&random, filters, search: .words))
        }
        for _ in 0..<3 {
            let filters = (platforms: random.int(in: 2...5), difficulties: random.int(in: 1...3))
            cases.add(2, "filters in the given order", form(&random, filters, search: .missing))
        }
        for search in [Search.words, .blank, .missing] {
            let filters = (platforms: random.int(in: 0...2), difficulties: random.int(in: 0...1))
            cases.add(3, "search field", form(&random, filters, search: search))
        }
        // Only rule 4's cases meet the default page size (20), so an answer that mishandles it fails rule 4 alone.
        for _ in 0..<2 {
            let sizes = [10, 20, 25, 50, 100]
            cases.add(4, "page and sort always present", form(&random, (0, 0), search: .missing, sizes: sizes))
        }
        for _ in 0..<3 {
            let filters = (platforms: random.int(in: 1...4), difficulties: random.int(in: 1...4))
            cases.add(5, "items sorted by name", form(&random, filters, search: .words))
        }
        return cases.all
    }

    /// A form with that many platform ids and difficulties.
    static func form(_ random: inout WorkbookRandom, _ filters: (platforms: Int, difficulties: Int), search: Search,
                     sizes: [Int] = [10, 25, 50, 100]) -> [String: WorkbookJSON] {
        let levels = ["beginner", "intermediate", "advanced", "expert"]
        var form: [String: WorkbookJSON] = [
            "platforms": WorkbookJSON((0..<filters.platforms).map { _ in String(random.int(in: 1...40)) }),
            "difficulties": WorkbookJSON((0..<filters.difficulties).map { _ in random.element(of: levels) }),
            "page": WorkbookJSON(random.int(in: 1...30)),
            "pageSize": WorkbookJSON(random.element(of: sizes)),
        ]
        switch search {
        case .words: form["search"] = WorkbookJSON(random.words(1...4, letters: 2...9))
        case .blank: form["search"] = ""
        case .missing: if random.bool() { form["search"] = WorkbookJSON.null }
        }
        return form
    }
}
