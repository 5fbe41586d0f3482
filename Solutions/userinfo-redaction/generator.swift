// Generated cases for `userinfo-redaction`: varied account summaries (non-ASCII names and notes, empty note
// lists, negative balances) and emails of every form the rules name, for every audience, both key strategies
// and any output formatting.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // Each rule compares what it fixes: key spelling is rule 6's (the
        // others compare keys by their words alone), the mask rules 3 and
        // 4's (rule 2 compares only that the email is there), rule 5 only
        // that the summary is the one the same answer writes for a partner,
        // and rule 6 only the spelling of balanceCents.
        let view = WorkbookCompare(anyValue: ["$.email"], anyKeySpelling: true)
        let mask = WorkbookCompare.only("$.email")
        var cases = WorkbookCases(naming: .plain, comparing: [
            1: WorkbookCompare(anyKeySpelling: true), 2: view, 3: mask, 4: mask, 5: .only("$.writtenAsThePartnerView"),
            6: WorkbookCompare(only: ["$.balanceCents", "$.balance_cents"], anyValue: ["$.balanceCents", "$.balance_cents"]),
        ])
        for (round, rule) in WorkbookCases.rounds(3, rules: 1...6) {
            var input = WorkbookExercise.Input(summary: summary(&random), audience: random.element(of: [.staff, .partner]),
                                               keys: random.element(of: [.default, .snake]))
            switch rule {
            case 1:
                // The default keys: key spelling is rule 6's.
                input.audience = .staff
                input.keys = .default
                if round == 2 { input.summary.notes = [] }
            case 2...4:
                input.audience = .partner
                if rule > 2 { input.summary.email = email(&random, rule: rule, round: round) }
            case 5:
                input.audience = [.none, .text, .number][round]
            default:
                // The staff view (where balanceCents shows its spelling) and plain notes: key spelling only.
                input.audience = .staff
                input.keys = round == 1 ? .default : .snake
                if input.summary.notes.isEmpty { input.summary.notes = ["prefers email"] }
            }
            input.formatting = random.subset([.pretty, .sorted])
            let name = "generated summary \(cases.all.count + 1) (rule \(rule), \(input.audience) audience, \(input.keys) keys)"
            cases.add(rule, name, input)
        }
        return cases.all
    }

    static let names = ["Morgan Reyes", "Åsa Lindqvist", "Zoë Brontë", "Łukasz Kowalski", "佐藤 健二", "Иван Петров",
                        "Ngozi Okafor", "Dana \"Dee\" O'Hara", "Σοφία Παππά"]
    static let noteWords = ["prefers", "email", "call", "after", "noon", "VIP", "kort", "ersatt", "ötürü", "🌅", "日曜"]

    static func summary(_ random: inout WorkbookRandom) -> WorkbookExercise.Fields {
        let notes = random.array(0...4) { random in
            random.array(1...5) { $0.element(of: noteWords) }.joined(separator: " ")
        }
        let name = random.element(of: names)
        let user = random.word(letters: 1...9) + "." + random.word(letters: 1...9)
        let email = user + "@example." + random.element(of: ["com", "se", "jp"])
        let phone = random.int(in: 0...4) == 0 ? ""
            : "+\(random.int(in: 1...99)) \(random.int(in: 100...999)) 555 \(random.int(in: 1000...9999))"
        let balance = random.int(in: -1_000_000...100_000_000)
        return WorkbookExercise.Fields(name: name, email: email, phone: phone, balanceCents: balance, notes: notes)
    }

    /// Rule 3's emails, which the mask must still handle (a one-letter name, a non-ASCII first letter, two @ signs),
    /// and rule 4's, which it hides whole (empty, no @, nothing before the @); one a round.
    static func email(_ random: inout WorkbookRandom, rule: Int, round: Int) -> String {
        if rule == 4 {
            let noAt = random.word(letters: 3...10) + ".example.com"
            return ["", noAt, "@" + random.word(letters: 3...8) + ".org"][round]
        }
        switch round {
        case 0: return random.word(letters: 1...1) + "@" + random.word(letters: 3...8) + ".net"
        case 1: return random.element(of: ["Å", "é", "ø", "ü", "花"]) + random.word(letters: 0...6) + "@example.se"
        default: return random.word(letters: 1...6) + "@" + random.word(letters: 1...6) + "@example.com"
        }
    }
}
