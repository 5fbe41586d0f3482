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
        // A rule's cases: their name, their numbers of platform ids and difficulties (nil: none), a search each.
        let groups: [(Int, String, ClosedRange<Int>?, ClosedRange<Int>?, [Search])] = [
            (1, "brackets and spaces escaped", 1...3, 0...2, [.words, .words]),
            (2, "filters in the given order", 2...5, 1...3, [.missing, .missing, .missing]),
            (3, "search field", 0...2, 0...1, [.words, .blank, .missing]),
            (4, "page and sort always present", nil, nil, [.missing, .missing]),
            (5, "items sorted by name", 1...4, 1...4, [.words, .words, .words]),
        ]
        for (rule, name, platformCount, difficultyCount, searches) in groups {
            for search in searches {
                let platforms = platformCount.map { random.int(in: $0) } ?? 0
                let difficulties = difficultyCount.map { random.int(in: $0) } ?? 0
                var form: [String: WorkbookJSON] = [
                    "platforms": WorkbookJSON((0..<platforms).map { _ in String(random.int(in: 1...40)) }),
                    "difficulties": WorkbookJSON((0..<difficulties).map { _ in random.element(of: levels) }),
                    "page": WorkbookJSON(random.int(in: 1...30)),
                    // Only rule 4's cases meet the default page size (20), so an answer that mishandles it fails
                    // rule 4 alone.
                    "pageSize": WorkbookJSON(random.element(of: rule == 4 ? [10, 20, 25, 50, 100] : [10, 25, 50, 100])),
                ]
                switch search {
                case .words: form["search"] = WorkbookJSON(random.words(1...4, letters: 2...9))
                case .blank: form["search"] = ""
                case .missing: if random.bool() { form["search"] = WorkbookJSON.null }
                }
                cases.add(rule, name, form)
            }
        }
        return cases.all
    }

    static let levels = ["beginner", "intermediate", "advanced", "expert"]
}
