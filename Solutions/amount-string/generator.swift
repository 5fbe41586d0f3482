// Generated cases for `amount-string`: amounts from zero to billions of
// cents (large only in rule 4's cases, negative only in rule 3's, with
// one-digit remainders only in rule 2's), in currencies of any case and length, encoded alone, in arrays and as values of an object.
// Inputs only: the grader asks the reference answer for the expected value.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let explanations = [
            1: "An Amount is written as one JSON string wherever it appears: alone, in an array, or as the value of a key.",
            2: "The string is the whole units, a dot, exactly two digits of cents, one space and the currency.",
            3: "A negative amount starts with - before the units; the rest is as for the positive amount.",
            4: "Large amounts get no grouping separators.",
            5: "The currency is written exactly as the value holds it, whatever its case or length.",
        ]
        var cases: [WorkbookGeneratedCase] = []
        var counter = 0
        for round in 0..<3 {
            for rule in 1...5 {
                counter += 1
                let count = random.int(in: 1...4)
                var amounts: [[String: Any]] = (0..<count).map { _ in
                    // Plain amounts (positive, below a thousand units, cents
                    // from 10 to 99) unless the case's rule is about them.
                    ["cents": random.int(in: 0...999) * 100 + random.int(in: 10...99), "currency": random.element(of: ["EUR", "USD", "SEK", "JPY", "CHF"])]
                }
                var wrap = random.element(of: ["single", "array", "object"])
                switch rule {
                case 1:
                    wrap = ["single", "array", "object"][round]
                case 2:
                    // Remainders below ten need their leading zero.
                    amounts[0]["cents"] = random.int(in: 0...9_999) / 100 * 100 + random.int(in: 0...9)
                case 3:
                    for index in amounts.indices {
                        amounts[index]["cents"] = -(random.int(in: 0...999) * 100 + random.int(in: 10...99))
                    }
                    if round == 0 { amounts[0]["cents"] = -random.int(in: 10...99) }
                case 4:
                    amounts[0]["cents"] = random.int(in: 1_000...9_999_999_999) * 100 + random.int(in: 10...99)
                default:
                    let code = round == 0 ? random.word(letters: 3...3) : random.word(letters: 1...6).uppercased()
                    amounts[0]["currency"] = random.bool() ? code : code + random.element(of: ["ü", "€", " X", ""])
                }
                cases.append(WorkbookGeneratedCase(
                    name: "generated amounts \(counter) (rule \(rule), \(wrap))",
                    rule: rule,
                    explain: explanations[rule] ?? "",
                    input: ["amounts": amounts, "wrap": wrap, "keys": random.element(of: ["default", "snake"])] as [String: Any]))
            }
        }
        return cases
    }
}
