// Generated cases for `count-or-many`: counts from zero to billions and
// "many", decoded and encoded alone, in arrays and inside a sighting;
// negative numbers; strings that are not "many" (other cases, digits,
// words, padding); values of other kinds. Inputs only: the grader asks the
// reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let explanations = [
            1: "A JSON whole number of zero or more decodes as .exactly with that number.",
            2: "The JSON string many, in lower case, decodes as .many.",
            3: "A negative whole number throws DecodingError.dataCorrupted.",
            4: "Any other string throws DecodingError.dataCorrupted.",
            5: "Any other value (a fraction, true, null, an array, an object) throws a DecodingError.",
            6: "Encoding writes .exactly(n) as the JSON number n and .many as the string many, wherever the count appears.",
        ]
        let wraps = ["single", "array", "sighting"]
        var cases: [WorkbookGeneratedCase] = []
        var counter = 0
        for round in 0..<3 {
            for rule in 1...6 {
                counter += 1
                let wrap = wraps[(round + rule) % 3]
                var input: [String: Any] = ["wrap": wrap]
                var anyDecodingError = false
                switch rule {
                case 1:
                    input["decode"] = place(number(&random), wrap: wrap, random: &random)
                case 2:
                    input["decode"] = place("many", wrap: wrap, random: &random)
                case 3:
                    input["decode"] = place(-random.int(in: 1...1_000_000), wrap: wrap, random: &random)
                case 4:
                    let word = random.element(of: ["Many", "MANY", " many", "many ", "lots", "\(random.int(in: 0...500))", "", "mány", "few", "-"])
                    input["decode"] = place(word, wrap: wrap, random: &random)
                case 5:
                    let other: Any = [
                        Double(random.int(in: 0...500)) + random.element(of: [0.25, 0.5, 0.75]),
                        random.bool() as Any,
                        NSNull(),
                        [number(&random)] as [Any],
                        ["count": number(&random)] as [String: Any],
                    ][(round + random.int(in: 0...4)) % 5]
                    input["decode"] = place(other, wrap: wrap, random: &random)
                    anyDecodingError = true
                default:
                    let count = wrap == "array" ? random.int(in: 1...5) : 1
                    input["encode"] = (0..<count).map { _ in random.int(in: 0...3) == 0 ? "many" as Any : number(&random) as Any }
                }
                cases.append(WorkbookGeneratedCase(
                    name: "generated count \(counter) (rule \(rule), \(wrap))",
                    rule: rule,
                    explain: explanations[rule] ?? "",
                    input: input,
                    anyDecodingError: anyDecodingError))
            }
        }
        return cases
    }

    static func number(_ random: inout WorkbookRandom) -> Int {
        random.bool() ? random.int(in: 0...30) : random.int(in: 0...3_000_000_000)
    }

    /// The value for a "decode" input: as it is, or (for "array") among
    /// plain counts (small numbers: "many" and large counts are the cases of
    /// rules 1 and 2, so a case of another rule never fails for them).
    static func place(_ value: Any, wrap: String, random: inout WorkbookRandom) -> Any {
        guard wrap == "array" else { return value }
        var list: [Any] = (0..<random.int(in: 1...3)).map { _ in random.int(in: 1...30) as Any }
        list.insert(value, at: random.int(in: 0...list.count))
        return list
    }
}
