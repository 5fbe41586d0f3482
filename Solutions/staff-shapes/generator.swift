// Generated cases for `staff-shapes`: makers and drivers with varied names, gifts, benches and routes, alone and
// in lists, with extra keys in any order; records with both shape keys or neither; records of a known kind with
// a field missing or of the wrong type; values that are not objects.
import Foundation

enum WorkbookGenerator {
    typealias Record = [String: WorkbookJSON]

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // What the value cases of a rule compare: rule 1 the makers, rule 2 the drivers (a list holds both),
        // rule 5 only the kind each record was given (what a maker or a driver holds is rules 1 and 2's).
        let kinds = ["$.maker", "$.driver", "$[].maker", "$[].driver"]
        var cases = WorkbookCases(naming: .plain, comparing: [
            1: .only("$.maker", "$[].maker"), 2: .only("$.driver", "$[].driver"),
            5: WorkbookCompare(only: kinds, anyValue: kinds)])
        for (round, rule) in WorkbookCases.rounds(3, rules: 1...7) {
            // Numbered 2, 4, 6, … as they always were.
            let name = "generated staff \(2 * (cases.all.count + 1)) (rule \(rule))"
            var record: Record
            switch rule {
            case 1: record = maker(&random)
            case 2: record = driver(&random)
            case 3:
                record = maker(&random).setting("route", to: WorkbookJSON(route(&random)))
                // A null shape key still counts: both keys are present.
                if round == 2 { record[random.bool() ? "bench" : "route"] = WorkbookJSON.null }
            case 4:
                // Keys unlike the shape keys: a look-alike (`Bench`) is rule 5's.
                record = maker(&random).removing("bench")
                let other = random.element(of: ["desk", "office", "shift", "van", "notes"])
                record[other] = WorkbookJSON(random.element(of: ["front", "3"]))
            case 5:
                record = random.bool() ? maker(&random) : driver(&random)
                let extra = random.element(of: ["started", "desk", "nickname", "shift", "notes"])
                record[extra] = WorkbookJSON(random.element(of: ["2019-03-04", "early", "x"]))
                if round == 1 { record["notes"] = WorkbookJSON.null }
                // A look-alike of the other shape key is another key.
                if round == 2 {
                    let lookAlike = record["bench"] == nil ? random.element(of: ["Bench", "benches", "BENCH"]) : random.element(of: ["Route", "routes", "ROUTE"])
                    record[lookAlike] = WorkbookJSON(random.element(of: ["2", "Old town"]))
                }
            case 6:
                record = random.bool() ? maker(&random) : driver(&random)
                // A required field missing, or the kind's own field of the wrong type.
                if round < 2 {
                    record[["name", "gift"][round]] = nil
                } else if record["bench"] != nil {
                    record["bench"] = WorkbookJSON(random.element(of: ["three", "bench 4", "7"]))
                } else {
                    record["route"] = WorkbookJSON(random.int(in: 1...99))
                }
            default:
                let member = maker(&random)
                let notObject: WorkbookJSON = [
                    [member["name"] ?? "", member["gift"] ?? "", member["bench"] ?? 0],
                    member["name"] ?? "",
                    WorkbookJSON(random.int(in: 0...999)),
                ][round]
                cases.add(rule, name, ["records": [WorkbookJSON(maker(&random)), notObject]])
                continue
            }
            cases.add(rule, name, random.oneOrList(record, one: "record", list: "records", among: 0...3) { random in
                random.bool() ? maker(&random) : driver(&random)
            })
        }
        return cases.all
    }

    static let names = ["Ilse Brandt", "Tomás Ruiz", "Wen Li", "Odile Mercier", "Ngozi Okafor", "Søren Dahl",
                        "Łucja Nowak", "Aiyana Redcloud", "Émile Roux", "山田 花子", "Ayşe Yılmaz"]
    static let gifts = ["Spinning top", "Rag doll", "Tin robot", "Rocking horse", "Kite", "Yo-yo", "Puzzle box", ""]

    static func route(_ random: inout WorkbookRandom) -> String {
        random.element(of: ["North valley", "Harbour and mills", "Old town", "Ridge road", "Südstadt"]) +
            (random.bool() ? "" : " \(random.int(in: 2...9))")
    }

    static func maker(_ random: inout WorkbookRandom) -> Record {
        ["name": WorkbookJSON(random.element(of: names)), "gift": WorkbookJSON(random.element(of: gifts)),
         "bench": WorkbookJSON(random.int(in: -2...40))]
    }

    static func driver(_ random: inout WorkbookRandom) -> Record {
        ["name": WorkbookJSON(random.element(of: names)), "gift": WorkbookJSON(random.element(of: gifts)),
         "route": WorkbookJSON(route(&random))]
    }
}
