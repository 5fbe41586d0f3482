// Generated cases for `lenient-coordinate`: placemarks with varied names,
// habitats and positions, alone and in lists; coordinates that are whole,
// partial, empty, missing or null; coordinates with wrongly typed numbers
// or that are not objects; placemarks missing or mistyping name or terrain.
// Inputs only: the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let explanations = [
            1: "name is read from name and habitat from terrain; lastVisited is never read and is nil.",
            2: "A coordinate object holding the numbers latitude and longitude becomes that Coordinate.",
            3: "A coordinate object that lacks latitude or longitude, the empty object included, gives a nil coordinate.",
            4: "A missing coordinate key, or a null coordinate, gives a nil coordinate.",
            5: "A coordinate with a latitude or longitude that is not a number, or that is not an object, throws typeMismatch.",
            6: "A missing name or terrain throws keyNotFound; one that is not a string throws typeMismatch.",
        ]
        var cases: [WorkbookGeneratedCase] = []
        var counter = 0
        for round in 0..<3 {
            for rule in 1...6 {
                counter += 1
                var place = placemark(&random)
                switch rule {
                case 1:
                    place["lastVisited"] = random.int(in: 0...2_000_000_000)
                    place["habitat"] = "not the key that is read"
                case 2:
                    break
                case 3:
                    place["coordinate"] = [[:], ["latitude": latitude(&random)], ["longitude": longitude(&random)]][round] as [String: Any]
                case 4:
                    if round == 1 { place["coordinate"] = NSNull() } else { place["coordinate"] = nil }
                case 5:
                    let text = "\(latitude(&random))"
                    place["coordinate"] = [
                        ["latitude": text, "longitude": longitude(&random)] as [String: Any],
                        ["latitude": latitude(&random), "longitude": random.bool()] as [String: Any],
                        random.element(of: [text as Any, [latitude(&random), longitude(&random)] as [Any], latitude(&random) as Any]),
                    ][round]
                default:
                    let field = random.element(of: ["name", "terrain"])
                    if round == 2 { place[field] = random.int(in: 1...99) } else { place[field] = nil }
                }
                let input: [String: Any]
                if random.bool() {
                    input = ["placemark": place]
                } else {
                    var list: [Any] = (0..<random.int(in: 0...3)).map { _ in placemark(&random) }
                    list.insert(place, at: random.int(in: 0...list.count))
                    input = ["placemarks": list]
                }
                cases.append(WorkbookGeneratedCase(
                    name: "generated placemark \(counter) (rule \(rule))",
                    rule: rule,
                    explain: explanations[rule] ?? "",
                    input: input))
            }
        }
        return cases
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

    static func placemark(_ random: inout WorkbookRandom) -> [String: Any] {
        ["name": random.element(of: names), "terrain": random.element(of: habitats),
         "coordinate": ["latitude": latitude(&random), "longitude": longitude(&random)]]
    }
}
