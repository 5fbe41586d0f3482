import Foundation

/// Varied mana costs, valid and broken, fed to the harness like cases.json
/// inputs: a string (a cost under "manaCost"), {"costs": [...]} (an array of
/// costs) or {"value": V} (a value that is not a string).
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var made: [WorkbookGeneratedCase] = []
        func add(_ name: String, _ rule: Int, _ explain: String, _ input: Any, compare: [String: Any]? = nil) {
            made.append(WorkbookGeneratedCase(name: "\(name) #\(made.count + 1)", rule: rule, explain: explain, input: input, compare: compare))
        }
        // The order of the colors is rule 3's: rules 1, 4 and 5 compare them in any order.
        let anyOrder: [String: Any] = ["unordered": ["$"]]

        // Rules 3-5: valid costs of every kind of group.
        for _ in 0..<3 {
            add("generated cost", 3, "One color per {group}, in the order of the groups.", workbookValidCost(&random))
        }
        add("generated generic amount", 4, "A group of digits only is that much generic mana, several digits included.",
            "{\(random.int(in: 10...99))}" + workbookGroups(&random, count: random.int(in: 0...2)), compare: anyOrder)
        add("generated zero", 4, "A group of digits only is that much generic mana: {0} is colorless(0).",
            workbookGroups(&random, count: random.int(in: 0...2)) + "{0}", compare: anyOrder)
        add("generated letters in mixed case", 5, "A group of one letter X, W, U, B, R or G, in upper or lower case, is that color.",
            random.shuffled(["x", "W", "u", "B", "r", "G", "w", "U", "b", "R", "g", "X"]).prefix(random.int(in: 3...6)).map { "{\($0)}" }.joined(), compare: anyOrder)
        add("generated five colors", 5, "A group of one letter X, W, U, B, R or G, in upper or lower case, is that color.",
            random.shuffled(["W", "U", "B", "R", "G"]).map { "{\($0)}" }.joined(), compare: anyOrder)

        // Rule 6: groups that are no symbol.
        let unknown = ["A", "C", "Q", "Z", "P", "S", "T", "W/U", "2/G", "WW", "2W", "X1", "", "10G", "?", "ww"]
        for _ in 0..<3 {
            let groups = workbookGroupList(&random, count: random.int(in: 0...3))
            var mixed = groups
            mixed.insert("{\(random.element(of: unknown))}", at: random.int(in: 0...groups.count))
            add("generated unknown group", 6, "Any other group, an empty group {} included, throws DecodingError.dataCorrupted.", mixed.joined())
        }

        // Rule 2: text outside groups, unclosed groups, stray braces.
        let good = workbookGroupList(&random, count: random.int(in: 2...4))
        add("generated text after the groups", 2, "A cost is a sequence of {…} groups and nothing else: text outside the groups throws DecodingError.dataCorrupted.",
            good.joined() + random.element(of: ["W", "1", "x", " ", "and"]))
        add("generated text before the groups", 2, "A cost is a sequence of {…} groups and nothing else: text outside the groups throws DecodingError.dataCorrupted.",
            random.element(of: ["G", "3", " ", "cost:"]) + good.joined())
        var between = good
        between.insert(random.element(of: ["+", "U", "7", "-"]), at: random.int(in: 1...(good.count - 1)))
        add("generated text between groups", 2, "A cost is a sequence of {…} groups and nothing else: text between the groups throws DecodingError.dataCorrupted.",
            between.joined())
        add("generated unclosed last group", 2, "A cost is a sequence of {…} groups and nothing else: a group that is never closed throws DecodingError.dataCorrupted.",
            String(good.joined().dropLast()))
        var stray = good
        stray.insert("}", at: random.int(in: 0...good.count))
        add("generated stray closing brace", 2, "A cost is a sequence of {…} groups and nothing else: a stray closing brace throws DecodingError.dataCorrupted.",
            stray.joined())
        add("generated symbols without braces", 2, "A cost is a sequence of {…} groups and nothing else: symbols without braces throw DecodingError.dataCorrupted.",
            good.joined().filter { $0 != "{" && $0 != "}" })

        // Rule 1: wherever the cost appears, it is one JSON string.
        let costs = (0..<random.int(in: 2...4)).map { _ in workbookValidCost(&random) }
        add("generated costs in an array", 1, "The cost is one JSON string wherever it appears, also as an element of an array (each cost's colors in any order).", ["costs": costs],
            compare: ["unordered": ["$[]"]])
        let notString: Any = random.bool() ? random.int(in: 0...20) : (random.bool() ? ["{\(random.int(in: 1...9))}"] : true)
        add("generated value that is not a string", 1, "The cost is one JSON string; any other JSON value throws a DecodingError.", ["value": notString])
        return made
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
