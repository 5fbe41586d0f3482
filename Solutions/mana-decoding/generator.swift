import Foundation

/// Varied mana costs, valid and broken, fed to the harness like cases.json
/// inputs: a string (a cost under "manaCost"), {"costs": [...]} (an array of
/// costs) or {"value": V} (a value that is not a string).
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var made = WorkbookCases()
        // The order of the colors is rule 3's: rules 1, 4 and 5 compare them in any order.
        let anyOrder = WorkbookCompare.unordered("$")

        // Rules 3-5: valid costs of every kind of group.
        for _ in 0..<3 {
            made.add(3, "generated cost", workbookValidCost(&random))
        }
        made.add(4, "generated generic amount", "{\(random.int(in: 10...99))}" + workbookGroups(&random, count: random.int(in: 0...2)), compare: anyOrder)
        made.add(4, "generated zero", workbookGroups(&random, count: random.int(in: 0...2)) + "{0}", compare: anyOrder)
        made.add(5, "generated letters in mixed case", random.shuffled(["x", "W", "u", "B", "r", "G", "w", "U", "b", "R", "g", "X"]).prefix(random.int(in: 3...6)).map { "{\($0)}" }.joined(), compare: anyOrder)
        made.add(5, "generated five colors", random.shuffled(["W", "U", "B", "R", "G"]).map { "{\($0)}" }.joined(), compare: anyOrder)

        // Rule 6: groups that are no symbol.
        let unknown = ["A", "C", "Q", "Z", "P", "S", "T", "W/U", "2/G", "WW", "2W", "X1", "", "10G", "?", "ww"]
        for _ in 0..<3 {
            let groups = workbookGroupList(&random, count: random.int(in: 0...3))
            var mixed = groups
            mixed.insert("{\(random.element(of: unknown))}", at: random.int(in: 0...groups.count))
            made.add(6, "generated unknown group", mixed.joined())
        }

        // Rule 2: text outside groups, unclosed groups, stray braces.
        let good = workbookGroupList(&random, count: random.int(in: 2...4))
        made.add(2, "generated text after the groups", good.joined() + random.element(of: ["W", "1", "x", " ", "and"]))
        made.add(2, "generated text before the groups", random.element(of: ["G", "3", " ", "cost:"]) + good.joined())
        var between = good
        between.insert(random.element(of: ["+", "U", "7", "-"]), at: random.int(in: 1...(good.count - 1)))
        made.add(2, "generated text between groups", between.joined())
        made.add(2, "generated unclosed last group", String(good.joined().dropLast()))
        var stray = good
        stray.insert("}", at: random.int(in: 0...good.count))
        made.add(2, "generated stray closing brace", stray.joined())
        made.add(2, "generated symbols without braces", good.joined().filter { $0 != "{" && $0 != "}" })

        // Rule 1: wherever the cost appears, it is one JSON string.
        let costs = (0..<random.int(in: 2...4)).map { _ in workbookValidCost(&random) }
        made.add(1, "generated costs in an array", ["costs": costs],
            compare: .unordered("$[]"))
        let notString: WorkbookJSON = random.bool() ? WorkbookJSON(random.int(in: 0...20)) : (random.bool() ? [WorkbookJSON("{\(random.int(in: 1...9))}")] : true)
        made.add(1, "generated value that is not a string", ["value": notString])
        return made.all
    }

    /// One group that is a valid symbol: one digit from 1 to 9 or an
    /// upper-case letter. Plain: several digits and zero are rule 4's, lower
    /// case rule 5's, checked by their own cases, so a case of another rule
    /// never fails for them.
    static func workbookValidGroup(_ random: inout WorkbookRandom) -> String {
        switch random.int(in: 0...3) {
        case 0: return "{\(random.int(in: 1...9))}"
        case 1: return "{X}"
        default: return "{\(random.element(of: ["W", "U", "B", "R", "G"]))}"
        }
    }

    static func workbookGroupList(_ random: inout WorkbookRandom, count: Int) -> [String] {
        (0..<count).map { _ in workbookValidGroup(&random) }
    }

    static func workbookGroups(_ random: inout WorkbookRandom, count: Int) -> String {
        workbookGroupList(&random, count: count).joined()
    }

    static func workbookValidCost(_ random: inout WorkbookRandom) -> String {
        workbookGroups(&random, count: random.int(in: 1...6))
    }
}
