// Generated cases for `lenient-coordinate`: placemarks alone and in lists;
// coordinates whole, partial, empty, missing, null, wrongly typed or not
// objects; placemarks missing or mistyping name or terrain.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // Each rule's cases compare the part of a placemark it fixes: rule 1
        // the names and the visit, rule 2 the coordinate, rules 3 and 4 only
        // whether there is one (its numbers are rule 2's).
        let named = WorkbookCompare(only: ["$.name", "$.habitat", "$.lastVisited", "$[].name", "$[].habitat", "$[].lastVisited"])
        let coordinate = WorkbookCompare(only: ["$.coordinate", "$[].coordinate"])
        let present = WorkbookCompare(only: ["$.coordinate", "$[].coordinate"],
                                      anyValue: ["$.coordinate.latitude", "$.coordinate.longitude", "$[].coordinate.latitude", "$[].coordinate.longitude"])
        var cases = WorkbookCases(naming: .plain, comparing: [1: named, 2: coordinate, 3: present, 4: present])
        for (round, rule) in WorkbookCases.rounds(3, rules: 1...6) {
            var place = placemark(&random)
            switch rule {
            case 1:
                place["lastVisited"] = WorkbookJSON(random.int(in: 0...2_000_000_000))
                place["habitat"] = "not the key that is read"
            case 2: break
            case 3:
                let north: WorkbookJSON = ["latitude": WorkbookJSON(degrees(&random, 90))]
                let east: WorkbookJSON = ["longitude": WorkbookJSON(degrees(&random, 180))]
                place["coordinate"] = [[:], north, east][round]
            case 4:
                place["coordinate"] = round == 1 ? .null : nil
            case 5:
                let text = "\(degrees(&random, 90))"
                place["coordinate"] = [
                    ["latitude": WorkbookJSON(text), "longitude": WorkbookJSON(degrees(&random, 180))],
                    ["latitude": WorkbookJSON(degrees(&random, 90)), "longitude": WorkbookJSON(random.bool())],
                    random.element(of: [WorkbookJSON(text),
                                        WorkbookJSON([degrees(&random, 90), degrees(&random, 180)]),
                                        WorkbookJSON(degrees(&random, 90))]),
                ][round] as WorkbookJSON
            default:
                let field = random.element(of: ["name", "terrain"])
                place[field] = round == 2 ? WorkbookJSON(random.int(in: 1...99)) : nil
            }
            let input = random.oneOrList(place, one: "placemark", list: "placemarks", among: 0...3, placemark)
            cases.add(rule, "generated placemark \(cases.all.count + 1) (rule \(rule))", input)
        }
        return cases.all
    }

    static let names = ["Heron Pool", "Fox Earth", "Kingfisher Bank", "Beech Hanger", "Old Dyke", "Marsh Gate",
                        "Adder Heath", "Curlew Flats", "Wren Copse", "Étang du Nord", "Ødemark"]
    static let habitats = ["reed bed", "scrub", "river bank", "woodland", "grassland", "heath", "salt marsh", ""]

    /// Degrees strictly between -limit and limit (90 for a latitude, 180 for
    /// a longitude), with up to four decimals: JSON numbers.
    static func degrees(_ random: inout WorkbookRandom, _ limit: Int) -> Double {
        Double(random.int(in: (1 - limit * 10_000)...(limit * 10_000 - 1))) / 10_000
    }

    static func placemark(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        ["name": WorkbookJSON(random.element(of: names)), "terrain": WorkbookJSON(random.element(of: habitats)),
         "coordinate": ["latitude": WorkbookJSON(degrees(&random, 90)),
                        "longitude": WorkbookJSON(degrees(&random, 180))]]
    }
}
