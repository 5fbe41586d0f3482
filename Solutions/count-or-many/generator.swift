// Generated cases for `count-or-many`: counts from zero to billions and "many", decoded and encoded alone, in
// arrays and inside a sighting; negative numbers; strings that are not "many"; values of other kinds.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // Rule 5 asks for a DecodingError of any kind.
        var cases = WorkbookCases(naming: .plain, anyDecodingError: [5])
        for (round, rule, wrap) in WorkbookCases.rounds(3, rules: 1...6, places: ["single", "array", "sighting"]) {
            var input = WorkbookCoding<WorkbookJSON>(wrap: wrap)
            switch rule {
            case 1: input.decode = WorkbookJSON(number(&random))
            case 2: input.decode = "many"
            case 3: input.decode = WorkbookJSON(-random.int(in: 1...1_000_000))
            case 4:
                let digits = "\(random.int(in: 0...500))"
                let words = ["Many", "MANY", " many", "many ", "lots", digits, "", "mány", "few", "-"]
                input.decode = WorkbookJSON(random.element(of: words))
            case 5:
                let fraction = WorkbookJSON(Double(random.int(in: 0...500)) + random.element(of: [0.25, 0.5, 0.75]))
                let others: [WorkbookJSON] = [fraction, WorkbookJSON(random.bool()), .null,
                                              [WorkbookJSON(number(&random))], ["count": WorkbookJSON(number(&random))]]
                input.decode = others[(round + random.int(in: 0...4)) % 5]
            default:
                let count = wrap == "array" ? random.int(in: 1...5) : 1
                input.encode = (0..<count).map { _ in
                    random.int(in: 0...3) == 0 ? "many" : WorkbookJSON(number(&random))
                }
            }
            if let value = input.decode {
                input.decode = random.placed(value, inArray: wrap == "array", among: 1...3, plainCount)
            }
            cases.add(rule, "generated count \(cases.all.count + 1) (rule \(rule), \(wrap))", input)
        }
        return cases.all
    }

    static func number(_ random: inout WorkbookRandom) -> Int {
        random.bool() ? random.int(in: 0...30) : random.int(in: 0...3_000_000_000)
    }

    /// A neighbour of a case's value in an array: a small number ("many" and large counts are rules 1 and 2's
    /// cases), so a case of another rule never fails for it.
    static func plainCount(_ random: inout WorkbookRandom) -> WorkbookJSON { WorkbookJSON(random.int(in: 1...30)) }
}
