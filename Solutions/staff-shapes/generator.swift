// Generated cases for `staff-shapes`: makers and drivers with varied names,
// gifts, benches and routes, alone and in lists, with extra keys in any
// order; records with both shape keys or neither; records of a known kind
// with a field missing or of the wrong type; values that are not objects.
// Inputs only: the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let explanations = [
            1: "A record that has the key bench and not the key route is .maker, read as Maker reads it.",
            2: "A record that has the key route and not the key bench is .driver, read as Driver reads it.",
            3: "A record that has both bench and route throws DecodingError.dataCorrupted.",
            4: "A record that has neither bench nor route throws DecodingError.dataCorrupted.",
            5: "Keys other than name, gift, bench and route are ignored, and a key counts as present whatever its value, null included.",
            6: "Once the kind is chosen, the errors Maker or Driver throw propagate unchanged (keyNotFound, typeMismatch).",
            7: "A value that is not a JSON object throws DecodingError.typeMismatch.",
        ]
        var cases: [WorkbookGeneratedCase] = []
        var counter = 0
        for round in 0..<3 {
            for rule in 1...7 {
                counter += 1
                var record: [String: Any]
                switch rule {
                case 1:
                    record = maker(&random)
                case 2:
                    record = driver(&random)
                case 3:
                    record = maker(&random)
                    // Plain values: a null shape key is rule 5's (its round 2).
                    record["route"] = route(&random)
                case 4:
                    record = maker(&random)
                    record["bench"] = nil
                    record[random.element(of: ["desk", "office", "benches", "routes", "Bench"])] = random.element(of: ["front", "3"])
                case 5:
                    record = random.bool() ? maker(&random) : driver(&random)
                    let extra = random.element(of: ["started", "desk", "nickname", "shift", "notes"])
                    record[extra] = random.element(of: ["2019-03-04", "early", "x"]) as Any
                    if round == 1 { record["notes"] = NSNull() }
                    if round == 2 {
                        // A null shape key still counts: both keys are present.
                        record[record["bench"] == nil ? "bench" : "route"] = NSNull()
                    }
                case 6:
                    record = random.bool() ? maker(&random) : driver(&random)
                    switch round {
                    case 0: record["name"] = nil
                    case 1: record["gift"] = nil
                    default:
                        if record["bench"] != nil {
                            record["bench"] = random.element(of: ["three", "bench 4", "7"])
                        } else {
                            record["route"] = random.int(in: 1...99)
                        }
                    }
                default:
                    let member = maker(&random)
                    let notObject: Any = [
                        [member["name"] ?? "", member["gift"] ?? "", member["bench"] ?? 0] as [Any],
                        member["name"] ?? "",
                        random.int(in: 0...999),
                    ][round]
                    cases.append(make(&counter, rule: rule, explanations, input: ["records": [maker(&random), notObject]], random: &random))
                    continue
                }
                let input: [String: Any]
                if random.bool() {
                    input = ["record": record]
                } else {
                    var list: [Any] = (0..<random.int(in: 0...3)).map { _ in random.bool() ? maker(&random) : driver(&random) }
                    list.insert(record, at: random.int(in: 0...list.count))
                    input = ["records": list]
                }
                cases.append(make(&counter, rule: rule, explanations, input: input, random: &random))
            }
        }
        return cases
    }

    static func make(_ counter: inout Int, rule: Int, _ explanations: [Int: String], input: [String: Any],
                     random: inout WorkbookRandom) -> WorkbookGeneratedCase {
        counter += 1
        return WorkbookGeneratedCase(name: "generated staff \(counter) (rule \(rule))", rule: rule,
                                     explain: explanations[rule] ?? "", input: input, compare: compared[rule])
    }

    /// What the value cases of a rule compare: rule 1 the makers, rule 2 the
    /// drivers (a list holds both), rule 5 the kind each record was given.
    static let compared: [Int: [String: Any]] = [
        1: ["only": ["$.maker", "$[].maker"]],
        2: ["only": ["$.driver", "$[].driver"]],
        5: ["only": ["$.maker.bench", "$.driver.route", "$[].maker.bench", "$[].driver.route"]],
    ]

    static let names = ["Ilse Brandt", "Tomás Ruiz", "Wen Li", "Odile Mercier", "Ngozi Okafor", "Søren Dahl",
                        "Łucja Nowak", "Aiyana Redcloud", "Émile Roux", "山田 花子", "Ayşe Yılmaz"]
    static let gifts = ["Spinning top", "Rag doll", "Tin robot", "Rocking horse", "Kite", "Yo-yo", "Puzzle box", ""]

    static func route(_ random: inout WorkbookRandom) -> String {
        random.element(of: ["North valley", "Harbour and mills", "Old town", "Ridge road", "Südstadt"]) +
            (random.bool() ? "" : " \(random.int(in: 2...9))")
    }

    static func maker(_ random: inout WorkbookRandom) -> [String: Any] {
        ["name": random.element(of: names), "gift": random.element(of: gifts), "bench": random.int(in: -2...40)]
    }

    static func driver(_ random: inout WorkbookRandom) -> [String: Any] {
        ["name": random.element(of: names), "gift": random.element(of: gifts), "route": route(&random)]
    }
}
