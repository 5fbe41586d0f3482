// Varied mana costs, valid and broken, in the harness's three input forms.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // The order of the colors is rule 3's: rules 1, 4 and 5 compare them in any order.
        // Rule 1 names no kind of DecodingError.
        var made = WorkbookCases(comparing: [4: .unordered("$"), 5: .unordered("$")], anyDecodingError: [1])
        // Rules 3-5: valid costs of every kind of group.
        for _ in 0..<3 { made.add(3, "generated cost", cost(&random)) }
        made.add(4, "generated generic amount", "{\(random.int(in: 10...99))}" + distinct(&random, 0...2).joined())
        made.add(4, "generated zero", distinct(&random, 0...2).joined() + "{0}")
        let letters = random.shuffled(["x", "W", "u", "B", "r", "G", "w", "U", "b", "R", "g", "X"])
        made.add(5, "generated letters in mixed case", letters.prefix(random.int(in: 3...6)).map { "{\($0)}" }.joined())
        made.add(5, "generated five colors", random.shuffled(["W", "U", "B", "R", "G"]).map { "{\($0)}" }.joined())
        // Rule 6: groups that are no symbol.
        let unknown = ["A", "C", "Q", "Z", "P", "S", "T", "W/U", "2/G", "WW", "2W", "X1", "", "10G", "?", "ww"]
        for _ in 0..<3 {
            let groups = random.array(0...3, group)
            let mixed = random.inserting("{\(random.element(of: unknown))}", into: groups)
            made.add(6, "generated unknown group", mixed.joined())
        }
        // Rule 2: text outside groups, unclosed groups, stray braces.
        let good = random.array(2...4, group)
        made.add(2, "generated text after the groups", good.joined() + random.element(of: ["W", "1", "x", " ", "and"]))
        made.add(2, "generated text before the groups", random.element(of: ["G", "3", " ", "cost:"]) + good.joined())
        var between = good
        between.insert(random.element(of: ["+", "U", "7", "-"]), at: random.int(in: 1...(good.count - 1)))
        made.add(2, "generated text between groups", between.joined())
        made.add(2, "generated unclosed last group", String(good.joined().dropLast()))
        made.add(2, "generated stray closing brace", random.inserting("}", into: good).joined())
        made.add(2, "generated symbols without braces", good.joined().filter { $0 != "{" && $0 != "}" })
        // Rule 1: wherever the cost appears, it is one JSON string.
        made.add(1, "generated costs in an array", ["costs": random.array(2...4) { distinct(&$0, 1...5).joined() }], compare: .unordered("$[]"))
        let notString: WorkbookJSON = random.bool() ? WorkbookJSON(random.int(in: 0...20))
            : random.bool() ? [WorkbookJSON("{\(random.int(in: 1...9))}")] : true
        made.add(1, "generated value that is not a string", ["value": notString])
        return made.all
    }

    /// One group that is a valid symbol: one digit from 1 to 9 or an upper-case
    /// letter. Plain: several digits and zero are rule 4's; lower case, and
    /// the letters whose color does not start with them (U, B), rule 5's; so
    /// a case of another rule never fails for them.
    static func group(_ random: inout WorkbookRandom) -> String {
        switch random.int(in: 0...3) {
        case 0: return "{\(random.int(in: 1...9))}"
        case 1: return "{X}"
        default: return "{\(random.element(of: ["W", "R", "G"]))}"
        }
    }

    /// A valid cost: one to six plain groups (rule 3's own, so a group may come twice).
    static func cost(_ random: inout WorkbookRandom) -> String { random.array(1...6, group).joined() }

    /// A number of plain groups, none twice: one color per group is rule 3's,
    /// so the other rules' costs hold no repeat to lose.
    static func distinct(_ random: inout WorkbookRandom, _ count: ClosedRange<Int>) -> [String] {
        let wanted = random.int(in: count)
        var groups: [String] = []
        var tries = 0
        while groups.count < wanted && tries < 50 {
            let next = group(&random)
            if !groups.contains(next) { groups.append(next) }
            tries += 1
        }
        return groups
    }
}
