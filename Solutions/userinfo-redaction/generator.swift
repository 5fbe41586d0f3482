// Generated cases for `userinfo-redaction`: varied account summaries
// (non-ASCII names and notes, empty note lists, negative balances) and
// emails of every form the rules name, for every audience (staff, partner,
// none, a String or an Int under .audience), both key strategies and any
// output formatting. Inputs only: the grader asks the reference answer for
// the expected document.
import Foundation

enum WorkbookGenerator {
    struct Input: Encodable {
        let summary: WorkbookSummaryMaker.Summary
        let audience, keys: String
        let formatting: [String]
    }

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .plain)
        for round in 0..<3 {
            for rule in 1...6 {
                var summary = WorkbookSummaryMaker.summary(&random)
                var audience = random.element(of: ["staff", "partner"])
                var keys = random.element(of: ["default", "snake"])
                switch rule {
                case 1:
                    // The default keys: key spelling is rule 6's.
                    audience = "staff"
                    keys = "default"
                    if round == 2 { summary.notes = [] }
                case 2:
                    audience = "partner"
                case 3:
                    audience = "partner"
                    summary.email = WorkbookSummaryMaker.oddEmail(&random, kind: round)
                case 4:
                    audience = "partner"
                    summary.email = ["", random.word(letters: 3...10) + ".example.com", "@" + random.word(letters: 3...8) + ".org"][round]
                case 5:
                    audience = ["none", "text", "number"][round]
                default:
                    keys = round == 1 ? "default" : "snake"
                    // The staff view (where balanceCents shows its spelling)
                    // and plain notes: a case of rule 6 checks key spelling only.
                    audience = "staff"
                    if summary.notes.isEmpty { summary.notes = ["prefers email"] }
                }
                cases.add(rule, "generated summary \(cases.all.count + 1) (rule \(rule), \(audience) audience, \(keys) keys)",
                          Input(summary: summary, audience: audience, keys: keys, formatting: ["pretty", "sorted"].filter { _ in random.bool() }),
                          // Rule 6 compares only the key whose spelling it fixes.
                          compare: rule == 6 ? .only("$.balanceCents", "$.balance_cents") : nil)
            }
        }
        return cases.all
    }
}

enum WorkbookSummaryMaker {
    static let names = ["Morgan Reyes", "Åsa Lindqvist", "Zoë Brontë", "Łukasz Kowalski", "佐藤 健二", "Иван Петров",
                        "Ngozi Okafor", "Dana \"Dee\" O'Hara", "Σοφία Παππά"]
    static let noteWords = ["prefers", "email", "call", "after", "noon", "VIP", "kort", "ersatt", "ötürü", "🌅", "日曜"]

    struct Summary: Encodable {
        var name, email, phone: String
        var balanceCents: Int
        var notes: [String]
    }

    static func summary(_ random: inout WorkbookRandom) -> Summary {
        let notes = (0..<random.int(in: 0...4)).map { _ in
            (0..<random.int(in: 1...5)).map { _ in random.element(of: noteWords) }.joined(separator: " ")
        }
        return Summary(
            name: random.element(of: names),
            email: random.word(letters: 1...9) + "." + random.word(letters: 1...9) + "@example." + random.element(of: ["com", "se", "jp"]),
            phone: random.int(in: 0...4) == 0 ? "" : "+\(random.int(in: 1...99)) \(random.int(in: 100...999)) 555 \(random.int(in: 1000...9999))",
            balanceCents: random.int(in: -1_000_000...100_000_000),
            notes: notes)
    }

    /// Emails the mask must still handle: a one-letter name, a non-ASCII
    /// first letter, two @ signs.
    static func oddEmail(_ random: inout WorkbookRandom, kind: Int) -> String {
        switch kind {
        case 0: return random.word(letters: 1...1) + "@" + random.word(letters: 3...8) + ".net"
        case 1: return random.element(of: ["Å", "é", "ø", "ü", "花"]) + random.word(letters: 0...6) + "@example.se"
        default: return random.word(letters: 1...6) + "@" + random.word(letters: 1...6) + "@example.com"
        }
    }
}
