// Generated cases for `count-or-many`: counts from zero to billions and
// "many", decoded and encoded alone, in arrays and inside a sighting;
// negative numbers; strings that are not "many" (other cases, digits,
// words, padding); values of other kinds. Inputs only: the grader asks the
// reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let wraps = ["single", "array", "sighting"]
        var cases = WorkbookCases(naming: .plain)
        for round in 0..<3 {
            for rule in 1...6 {
                let wrap = wraps[(round + rule) % 3]
                var input: [String: WorkbookJSON] = ["wrap": WorkbookJSON(wrap)]
                switch rule {
                case 1:
                    input["decode"] = place(WorkbookJSON(number(&random)), wrap: wrap, random: &random)
                case 2:
                    input["decode"] = place("many", wrap: wrap, random: &random)
                case 3:
                    input["decode"] = place(WorkbookJSON(-random.int(in: 1...1_000_000)), wrap: wrap, random: &random)
                case 4:
                    let word = random.element(of: ["Many", "MANY", " many", "many ", "lots", "\(random.int(in: 0...500))", "", "mány", "few", "-"])
                    input["decode"] = place(WorkbookJSON(word), wrap: wrap, random: &random)
                case 5:
                    let other: WorkbookJSON = [
                        WorkbookJSON(Double(random.int(in: 0...500)) + random.element(of: [0.25, 0.5, 0.75])),
                        WorkbookJSON(random.bool()),
                        .null,
                        [WorkbookJSON(number(&random))],
                        ["count": WorkbookJSON(number(&random))],
                    ][(round + random.int(in: 0...4)) % 5]
                    input["decode"] = place(other, wrap: wrap, random: &random)
                default:
                    let count = wrap == "array" ? random.int(in: 1...5) : 1
                    input["encode"] = .array((0..<count).map { _ in random.int(in: 0...3) == 0 ? "many" : WorkbookJSON(number(&random)) })
                }
                // Rule 5 asks for a DecodingError of any kind.
                cases.add(rule, "generated count \(cases.all.count + 1) (rule \(rule), \(wrap))", input, anyDecodingError: rule == 5)
            }
        }
        return cases.all
    }

    static func number(_ random: inout WorkbookRandom) -> Int {
        random.bool() ? random.int(in: 0...30) : random.int(in: 0...3_000_000_000)
    }

    /// The value for a "decode" input: as it is, or (for "array") among
    /// plain counts (small numbers: "many" and large counts are the cases of
    /// rules 1 and 2, so a case of another rule never fails for them).
    static func place(_ value: WorkbookJSON, wrap: String, random: inout WorkbookRandom) -> WorkbookJSON {
        guard wrap == "array" else { return value }
        var list = (0..<random.int(in: 1...3)).map { _ in WorkbookJSON(random.int(in: 1...30)) }
        list.insert(value, at: random.int(in: 0...list.count))
        return .array(list)
    }
}
