// Generated cases for `amount-string`: amounts from zero to billions of
// cents (large only in rule 4's cases, negative only in rule 3's, with
// one-digit remainders only in rule 2's), in currencies of any case and length, encoded alone, in arrays and as values of an object.
// Inputs only: the grader asks the reference answer for the expected value.
import Foundation

enum WorkbookGenerator {
    struct Fields: Encodable {
        var cents: Int
        var currency: String
    }
    struct Input: Encodable {
        let amounts: [Fields]
        let wrap, keys: String
    }

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .plain)
        for round in 0..<3 {
            for rule in 1...5 {
                let count = random.int(in: 1...4)
                var amounts: [Fields] = (0..<count).map { _ in
                    // Plain amounts (positive, below a thousand units, cents
                    // from 10 to 99) unless the case's rule is about them.
                    Fields(cents: random.int(in: 0...999) * 100 + random.int(in: 10...99), currency: random.element(of: ["EUR", "USD", "SEK", "JPY", "CHF"]))
                }
                var wrap = random.element(of: ["single", "array", "object"])
                switch rule {
                case 1:
                    wrap = ["single", "array", "object"][round]
                case 2:
                    // Remainders below ten need their leading zero.
                    amounts[0].cents = random.int(in: 0...9_999) / 100 * 100 + random.int(in: 0...9)
                case 3:
                    for index in amounts.indices {
                        amounts[index].cents = -(random.int(in: 0...999) * 100 + random.int(in: 10...99))
                    }
                    if round == 0 { amounts[0].cents = -random.int(in: 10...99) }
                case 4:
                    amounts[0].cents = random.int(in: 1_000...9_999_999_999) * 100 + random.int(in: 10...99)
                default:
                    let code = round == 0 ? random.word(letters: 3...3) : random.word(letters: 1...6).uppercased()
                    amounts[0].currency = random.bool() ? code : code + random.element(of: ["ü", "€", " X", ""])
                }
                cases.add(rule, "generated amounts \(cases.all.count + 1) (rule \(rule), \(wrap))",
                          Input(amounts: amounts, wrap: wrap, keys: random.element(of: ["default", "snake"])))
            }
        }
        return cases.all
    }
}
