// Harness for `lenient-coordinate`: decodes placemarks with the learner's
// `Placemark.init(from:)` and describes each field by field. It judges
// nothing; decoding errors propagate unchanged.
//
// Input: {"placemark": <JSON>} (one placemark) or {"placemarks": <JSON>}
// (decoded as [Placemark]).
// Result: {"name", "habitat", "coordinate": {"latitude", "longitude"} or
// null, "lastVisited": null or seconds since 1970}, or an array of them.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var placemark, placemarks: WorkbookJSON?
    }

    struct Described: Encodable {
        let name, habitat: String
        @WorkbookNullable var coordinate: Coordinate?
        @WorkbookNullable var lastVisited: Double?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        guard let json = input.placemark ?? input.placemarks else { throw WorkbookHarnessFault("case input needs \"placemark\" or \"placemarks\"") }
        return try json.decode(Placemark.self, wrap: input.placemark == nil ? .array : .single) { place in
            Described(name: place.name, habitat: place.habitat, coordinate: place.coordinate, lastVisited: place.lastVisited?.timeIntervalSince1970)
        }
    }
}
