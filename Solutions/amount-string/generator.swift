// Generated cases for `amount-string`: amounts encoded alone, in arrays and as
// the values of an object, in currencies of any case and length. An amount is
// plain unless the case's rule is about it: large only in rule 4's cases,
// negative only in rule 3's, with a one-digit remainder only in rule 2's.
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
        // Rule 1 compares only that each amount is written as a string,
        // wherever it is; rules 2 to 5 each compare the part of the
        // harness's result their rule fixes: the texts, the signs, the
        // units, the currencies.
        let strings = ["single": ["$.written"], "array": ["$.written[]"],
                       "object": ["$.written.line1", "$.written.line2", "$.written.line3", "$.written.line4"]]
        var cases = WorkbookCases(naming: .plain, comparing: [2: .only("$.texts"), 3: .only("$.signBeforePositiveText"),
                                                              4: .only("$.units"), 5: .only("$.currencies")])
        for (round, rule) in WorkbookCases.rounds(3, rules: 1...5) {
            var amounts = random.array(1...4) { Fields(cents: plainCents(&$0), currency: $0.element(of: currencies)) }
            var wrap = random.element(of: ["single", "array", "object"])
            switch rule {
            case 1:
                wrap = ["single", "array", "object"][round]
            case 2:
                // Remainders below ten need their leading zero.
                amounts[0].cents = random.int(in: 0...9_999) / 100 * 100 + random.int(in: 0...9)
            case 3:
                for index in amounts.indices { amounts[index].cents = -plainCents(&random) }
                if round == 0 { amounts[0].cents = -(random.int(in: 1...9) * 10 + random.int(in: 1...9)) }
            case 4:
                amounts[0].cents = random.int(in: 1_000...9_999_999_999) * 100 + random.int(in: 1...9) * 10 + random.int(in: 1...9)
            default:
                let code = round == 0 ? random.word(letters: 3...3) : random.word(letters: 1...6).uppercased()
                amounts[0].currency = random.bool() ? code : code + random.element(of: ["ü", "€", " X", ""])
            }
            let input = Input(amounts: amounts, wrap: wrap, keys: random.element(of: ["default", "snake"]))
            cases.add(rule, "generated amounts \(cases.all.count + 1) (rule \(rule), \(wrap))", input,
                      compare: rule == 1 ? WorkbookCompare(only: ["$.written"], kindOnly: strings[wrap]) : nil)
        }
        return cases.all
    }

    static let currencies = ["EUR", "USD", "SEK", "JPY", "CHF"]

    /// A plain amount: positive, below a thousand units, cents from 11 to 99
    /// whose last digit is not 0 (how the cents are padded is rule 2's).
    static func plainCents(_ random: inout WorkbookRandom) -> Int {
        random.int(in: 0...999) * 100 + random.int(in: 1...9) * 10 + random.int(in: 1...9)
    }
}
