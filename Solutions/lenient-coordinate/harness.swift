// Harness for `lenient-coordinate`: decodes one placemark ("placemark") or an
// array of them ("placemarks") with the learner's `Placemark.init(from:)` and
// describes each field by field. Decoding errors propagate unchanged.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var placemark, placemarks: WorkbookJSON?
    }

    /// A missing coordinate or visit is null; a visit is seconds since 1970.
    struct Described: Encodable {
        let name, habitat: String
        @WorkbookNullable var coordinate: Coordinate?
        @WorkbookNullable var lastVisited: Double?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        try WorkbookJSON.decode(Placemark.self, one: input.placemark, list: input.placemarks) { place in
            Described(name: place.name, habitat: place.habitat, coordinate: place.coordinate,
                      lastVisited: place.lastVisited?.timeIntervalSince1970)
        }
    }
}
