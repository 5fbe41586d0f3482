// Generated cases for `workshop-dates`: plain days and ISO 8601 timestamps
// (Z and offsets from -12:00 to +14:00) between 1971 and 2099, as a lone
// value, in arrays and in staff records; strings in neither format;
// values that are not strings. Inputs only: the grader asks the reference
// answer for the result.
import Foundation

enum WorkbookGenerator {
    typealias Object = [String: WorkbookJSON]

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .plain)
        func add(_ rule: Int, _ input: Object, compare: WorkbookCompare? = nil) {
            cases.add(rule, "generated date \(cases.all.count + 1) (rule \(rule))", input, compare: compare)
        }
        for round in 0..<3 {
            for rule in 1...5 {
                switch rule {
                case 1:
                    add(rule, ["value": WorkbookJSON(day(&random))])
                case 2:
                    add(rule, ["value": WorkbookJSON(timestamp(&random))])
                case 3:
                    add(rule, ["value": WorkbookJSON(nonsense(&random))])
                case 4:
                    let notString: WorkbookJSON = [
                        WorkbookJSON(random.int(in: 0...2_000_000_000)),
                        [WorkbookJSON(day(&random))],
                        ["day": WorkbookJSON(day(&random))],
                    ][round]
                    add(rule, ["value": notString])
                default:
                    // Rules 1 to 4 read lone values: where a date is read
                    // (in an array, under a key) is rule 5's.
                    let count = random.int(in: 2...5)
                    // Plain inputs (timestamps in UTC): a case of rule 5 checks
                    // where the strategy is used, not the formats of rules 1-2.
                    let values = (0..<count).map { _ in WorkbookJSON(timestamp(&random, utc: true)) }
                    add(rule, round == 1 ? ["record": record(values[0], random: &random)] : ["values": .array(values)])
                }
            }
        }
        // Rule 6: where a refused date was. The refused string is a word (no
        // format reads it) and comes first, so nothing before it is decoded.
        // Only the path is compared.
        for round in 0..<3 {
            let refused = WorkbookJSON(random.word(letters: 3...9))
            switch round {
            case 0:
                let more = (0..<random.int(in: 0...2)).map { _ in record(WorkbookJSON(timestamp(&random, utc: true)), random: &random) }
                add(6, ["records": .array([record(refused, random: &random)] + more), "path": true], compare: .only("$.path"))
            case 1: add(6, ["record": record(refused, random: &random), "path": true], compare: .only("$.path"))
            default: add(6, ["values": [refused, WorkbookJSON(timestamp(&random, utc: true))], "path": true], compare: .only("$.path"))
            }
        }
        return cases.all
    }

    static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// A valid yyyy-MM-dd day (days 1-28, so every month has them).
    static func day(_ random: inout WorkbookRandom) -> String {
        "\(random.int(in: 1971...2099))-\(two(random.int(in: 1...12)))-\(two(random.int(in: 1...28)))"
    }

    static func timestamp(_ random: inout WorkbookRandom, utc: Bool = false) -> String {
        let time = "T\(two(random.int(in: 0...23))):\(two(random.int(in: 0...59))):\(two(random.int(in: 0...59)))"
        let zone: String
        if utc || random.bool() {
            zone = "Z"
        } else {
            let hours = random.int(in: -12...14)
            zone = (hours < 0 ? "-" : "+") + two(abs(hours)) + ":" + random.element(of: ["00", "30", "45"])
        }
        return day(&random) + time + zone
    }

    /// A string in neither format.
    static func nonsense(_ random: inout WorkbookRandom) -> String {
        let year = random.int(in: 1971...2099)
        let month = random.int(in: 1...12)
        let date = random.int(in: 1...28)
        return random.element(of: [
            "\(two(date))/\(two(month))/\(year)",
            "\(year)-\(two(random.int(in: 13...19)))-\(two(date))",
            "\(year)-\(two(month))-\(random.int(in: 32...39))",
            "\(year)-\(two(month))",
            "\(year)",
            "",
            random.word(letters: 3...9),
            "\(two(month))-\(two(date))-\(year)",
            "\(year)-00-\(two(date))",
            "\(year)-\(two(month))-\(two(date))T\(two(random.int(in: 0...23))):\(two(random.int(in: 0...59))):00",
        ])
    }

    static func record(_ started: WorkbookJSON, random: inout WorkbookRandom) -> WorkbookJSON {
        var record: Object = ["name": WorkbookJSON(random.element(of: ["Ilse Brandt", "Tomás Ruiz", "Wen Li", "Ada Nkemelu"])),
                              "gift": WorkbookJSON(random.element(of: ["Kite", "Rag doll", "Yo-yo"])), "started": started]
        if random.bool() { record["bench"] = WorkbookJSON(random.int(in: 1...20)) } else { record["route"] = "Ridge road" }
        return WorkbookJSON(record)
    }
}
