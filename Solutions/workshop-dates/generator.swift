// Generated cases for `workshop-dates`: plain days and ISO 8601 timestamps
// (Z and offsets from -12:00 to +14:00) between 1971 and 2099, as a lone
// value, in arrays and in staff records; strings in neither format;
// values that are not strings. Inputs only: the grader asks the reference
// answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let explanations = [
            1: "A string of the form yyyy-MM-dd decodes as midnight UTC at the start of that day.",
            2: "A string in ISO 8601's internet form (date, T, time in whole seconds, Z or an offset) decodes as that instant.",
            3: "Any other string throws DecodingError.dataCorrupted.",
            4: "A value that is not a string throws DecodingError.typeMismatch.",
            5: "The strategy reads every Date the decoder meets: a lone value, the elements of an array and the values of keys.",
            6: "The dataCorrupted error of rule 3 has the coding path of the refused date, the decoder's codingPath (only the path is compared).",
        ]
        var cases: [WorkbookGeneratedCase] = []
        var counter = 0
        for round in 0..<3 {
            for rule in 1...5 {
                counter += 1
                let input: [String: Any]
                switch rule {
                case 1:
                    input = place(day(&random), round: round, random: &random)
                case 2:
                    input = place(timestamp(&random), round: round, random: &random)
                case 3:
                    input = place(nonsense(&random), round: round, random: &random)
                case 4:
                    let notString: Any = [
                        random.int(in: 0...2_000_000_000),
                        [day(&random)] as [Any],
                        ["day": day(&random)] as [String: Any],
                    ][round]
                    input = place(notString, round: round, random: &random)
                default:
                    let count = random.int(in: 2...5)
                    // Plain inputs (timestamps in UTC): a case of rule 5 checks
                    // where the strategy is used, not the formats of rules 1-2.
                    let values: [Any] = (0..<count).map { _ in timestamp(&random, utc: true) }
                    input = round == 1 ? ["record": record(values[0], random: &random)] : ["values": values]
                }
                cases.append(WorkbookGeneratedCase(
                    name: "generated date \(counter) (rule \(rule))",
                    rule: rule,
                    explain: explanations[rule] ?? "",
                    input: input))
            }
        }
        // Rule 6: where a refused date was. The refused string is a word (no
        // format reads it) and comes first, so nothing before it is decoded.
        for round in 0..<3 {
            counter += 1
            let refused = random.word(letters: 3...9)
            let input: [String: Any]
            switch round {
            case 0:
                let more = (0..<random.int(in: 0...2)).map { _ in record(timestamp(&random, utc: true), random: &random) }
                input = ["records": [record(refused, random: &random)] + more, "path": true]
            case 1: input = ["record": record(refused, random: &random), "path": true]
            default: input = ["values": [refused, timestamp(&random, utc: true)], "path": true]
            }
            cases.append(WorkbookGeneratedCase(
                name: "generated date \(counter) (rule 6)", rule: 6, explain: explanations[6] ?? "",
                input: input, compare: ["only": ["$.path"]]))
        }
        return cases
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
        ])
    }

    /// The value alone, in an array, or as a staff record's `started`.
    static func place(_ value: Any, round: Int, random: inout WorkbookRandom) -> [String: Any] {
        switch round {
        case 0: return ["value": value]
        case 1:
            // Plain neighbours (UTC timestamps): the case checks `value`'s rule.
            var values: [Any] = (0..<random.int(in: 0...3)).map { _ in timestamp(&random, utc: true) }
            values.insert(value, at: random.int(in: 0...values.count))
            return ["values": values]
        default: return ["record": record(value, random: &random)]
        }
    }

    static func record(_ started: Any, random: inout WorkbookRandom) -> [String: Any] {
        var record: [String: Any] = ["name": random.element(of: ["Ilse Brandt", "Tomás Ruiz", "Wen Li", "Ada Nkemelu"]),
                                     "gift": random.element(of: ["Kite", "Rag doll", "Yo-yo"]), "started": started]
        if random.bool() { record["bench"] = random.int(in: 1...20) } else { record["route"] = "Ridge road" }
        return record
    }
}
