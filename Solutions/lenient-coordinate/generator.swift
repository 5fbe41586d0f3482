// Generated cases for `lenient-coordinate`: placemarks with varied names,
// habitats and positions, alone and in lists; coordinates that are whole,
// partial, empty, missing or null; coordinates with wrongly typed numbers
// or that are not objects; placemarks missing or mistyping name or terrain.
// Inputs only: the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .plain)
        for round in 0..<3 {
            for rule in 1...6 {
                var place = placemark(&random)
                switch rule {
                case 1:
                    place["lastVisited"] = WorkbookJSON(random.int(in: 0...2_000_000_000))
                    place["habitat"] = "not the key that is read"
                case 2:
                    break
                case 3:
                    place["coordinate"] = [[:], ["latitude": WorkbookJSON(latitude(&random))], ["longitude": WorkbookJSON(longitude(&random))]][round]
                case 4:
                    if round == 1 { place["coordinate"] = WorkbookJSON.null } else { place["coordinate"] = nil }
                case 5:
                    let text = "\(latitude(&random))"
                    place["coordinate"] = [
                        ["latitude": WorkbookJSON(text), "longitude": WorkbookJSON(longitude(&random))],
                        ["latitude": WorkbookJSON(latitude(&random)), "longitude": WorkbookJSON(random.bool())],
                        random.element(of: [WorkbookJSON(text), WorkbookJSON([latitude(&random), longitude(&random)]), WorkbookJSON(latitude(&random))]),
                    ][round] as WorkbookJSON
                default:
                    let field = random.element(of: ["name", "terrain"])
                    if round == 2 { place[field] = WorkbookJSON(random.int(in: 1...99)) } else { place[field] = nil }
                }
                let input: [String: WorkbookJSON]
                if random.bool() {
                    input = ["placemark": WorkbookJSON(place)]
                } else {
                    var list = (0..<random.int(in: 0...3)).map { _ in WorkbookJSON(placemark(&random)) }
                    list.insert(WorkbookJSON(place), at: random.int(in: 0...list.count))
                    input = ["placemarks": .array(list)]
                }
                cases.add(rule, "generated placemark \(cases.all.count + 1) (rule \(rule))", input)
            }
        }
        return cases.all
    }

    static let names = ["Heron Pool", "Fox Earth", "Kingfisher Bank", "Beech Hanger", "Old Dyke", "Marsh Gate",
                        "Adder Heath", "Curlew Flats", "Wren Copse", "Étang du Nord", "Ødemark"]
    static let habitats = ["reed bed", "scrub", "river bank", "woodland", "grassland", "heath", "salt marsh", ""]

    /// Degrees with up to four decimals, written as JSON numbers.
    static func latitude(_ random: inout WorkbookRandom) -> Double {
        Double(random.int(in: -899_999...899_999)) / 10_000
    }

    static func longitude(_ random: inout WorkbookRandom) -> Double {
        Double(random.int(in: -1_799_999...1_799_999)) / 10_000
    }

    static func placemark(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        ["name": WorkbookJSON(random.element(of: names)), "terrain": WorkbookJSON(random.element(of: habitats)),
         "coordinate": ["latitude": WorkbookJSON(latitude(&random)), "longitude": WorkbookJSON(longitude(&random))]]
    }
}
