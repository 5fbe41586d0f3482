// Generated cases for `catalogue-query`: forms of every rule, with platform ids, difficulties, searches, pages
// and page sizes drawn afresh. Each case's other fields are plain for the rules it does not check: distinct ids
// (a repeated one is rule 2's, whose cases always hold one; rule 1's cases hold no filter, so how a filter is
// named is rule 2's alone), one-word searches (the way a value's characters are sent is rule 1's, whose
// searches hold `&`, `#`, `+`, `=`, spaces and letters of other scripts; only rule 3's searches hold capitals),
// pages other than 1 and page sizes other than 20 (the defaults are rule 4's). Each rule's cases compare only
// the part of the URL it fixes.
import Foundation

enum WorkbookGenerator {
    enum Search { case words, word, blank, missing }

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let filters = ["$.byName['filter[domain_ids][]']", "$.byName['filter[difficulties][]']"]
        let page = ["$.byName['page[number]']", "$.byName['page[size]']", "$.byName['sort']"]
        var cases = WorkbookCases(naming: .generated, comparing: [
            // Everything a server receives, but the order of a name's values (rule 2's) and what the page
            // items hold (rule 4's).
            1: WorkbookCompare(only: ["$.address", "$.byName"], unordered: filters, anyValue: page),
            2: WorkbookCompare(only: filters),
            3: WorkbookCompare.only("$.byName['filter[q]']"),
            4: WorkbookCompare(only: page),
            5: WorkbookCompare.only("$.sortedByName"),
        ])
        // A rule's cases: their name, their numbers of platform ids and difficulties (nil: none), a search each.
        let groups: [(Int, String, ClosedRange<Int>?, ClosedRange<Int>?, [Search])] = [
            (1, "characters a server must receive as written", nil, nil, [.words, .words]),
            (2, "filters in the given order", 2...5, 1...3, [.missing, .missing, .missing]),
            (3, "search field", 0...2, 0...1, [.word, .blank, .missing]),
            (4, "page and sort always present", nil, nil, [.missing, .missing]),
            (5, "items sorted by name", 1...4, 1...4, [.word, .word, .word]),
        ]
        for (rule, name, platformCount, difficultyCount, searches) in groups {
            for search in searches {
                var platforms = distinct(&random, platformCount.map { random.int(in: $0) } ?? 0) { String($0.int(in: 1...40)) }
                var difficulties = distinct(&random, difficultyCount.map { random.int(in: $0) } ?? 0) { $0.element(of: levels) }
                if rule == 2 {
                    // Every rule-2 case sends a repeated id, on every seed.
                    platforms = random.inserting(random.element(of: platforms), into: platforms)
                    if !difficulties.isEmpty && random.bool() { difficulties = random.inserting(difficulties[0], into: difficulties) }
                }
                var form: [String: WorkbookJSON] = [
                    "platforms": WorkbookJSON(platforms),
                    "difficulties": WorkbookJSON(difficulties),
                    // Page 1 (the first, which an answer might leave out) is rule 4's too.
                    "page": WorkbookJSON(random.int(in: rule == 4 ? 1...30 : 2...30)),
                    // Only rule 4's cases meet the default page size (20), so an answer that mishandles it fails
                    // rule 4 alone.
                    "pageSize": WorkbookJSON(random.element(of: rule == 4 ? [10, 20, 25, 50, 100] : [10, 25, 50, 100])),
                ]
                switch search {
                case .words:
                    // Words around characters a query cannot hold as they are.
                    let special = random.element(of: ["&", "#", "+", "=", "?", "%", "é", "日本", "ü"])
                    form["search"] = WorkbookJSON(random.words(1...2, letters: 2...7) + " " + special + random.word(letters: 0...3) + " " + random.word(letters: 2...6))
                case .word: form["search"] = WorkbookJSON(rule == 3 ? random.word(letters: 2...9).capitalized : random.word(letters: 2...9))
                case .blank: form["search"] = ""
                case .missing: if random.bool() { form["search"] = WorkbookJSON.null }
                }
                cases.add(rule, name, form)
            }
        }
        return cases.all
    }

    static let levels = ["beginner", "intermediate", "advanced", "expert"]

    /// `count` values made by `make`, none twice (fewer when it cannot find more).
    static func distinct(_ random: inout WorkbookRandom, _ count: Int, _ make: (inout WorkbookRandom) -> String) -> [String] {
        var values: [String] = []
        var tries = 0
        while values.count < count && tries < 100 {
            let value = make(&random)
            if !values.contains(value) { values.append(value) }
            tries += 1
        }
        return values
    }
}
