// Harness for `lenient-coordinate`: decodes placemarks with the learner's
// `Placemark.init(from:)` and describes each field by field. It judges
// nothing; decoding errors propagate unchanged.
//
// Input: {"placemark": <JSON>} (one placemark) or {"placemarks": <JSON>}
// (decoded as [Placemark]).
// Result: {"name", "habitat", "coordinate": {"latitude", "longitude"} or
// null, "lastVisited": null or seconds since 1970}, or an array of them.
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookHarnessError(description: "case input must be a JSON object (Solutions/lenient-coordinate/cases.json)")
        }
        let decoder = JSONDecoder()
        func data(_ json: Any) throws -> Data {
            try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
        }
        if let one = object["placemark"] {
            return describe(try decoder.decode(Placemark.self, from: data(one)))
        }
        if let many = object["placemarks"] {
            return try decoder.decode([Placemark].self, from: data(many)).map(describe)
        }
        throw WorkbookHarnessError(description: "case input needs \"placemark\" or \"placemarks\"")
    }

    static func describe(_ place: Placemark) -> Any {
        let coordinate: Any = place.coordinate.map { ["latitude": $0.latitude, "longitude": $0.longitude] as [String: Any] } ?? NSNull()
        let visited: Any = place.lastVisited.map { $0.timeIntervalSince1970 as Any } ?? NSNull()
        return ["name": place.name, "habitat": place.habitat, "coordinate": coordinate, "lastVisited": visited] as [String: Any]
    }
}
