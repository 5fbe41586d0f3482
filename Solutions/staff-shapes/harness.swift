// Harness for `staff-shapes`: decodes one staff record ("record") or an array of them ("records") with the
// learner's `StaffMember.init(from:)` and describes each: {"maker": {"name", "favoriteToy", "bench"}} or
// {"driver": {"name", "favoriteToy", "route"}}. Decoding errors propagate unchanged.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var record, records: WorkbookJSON?
    }

    struct Fields: Encodable {
        let name, favoriteToy: String
        var bench: Int?
        var route: String?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        try WorkbookJSON.decode(StaffMember.self, one: input.record, list: input.records) { member in
            switch member {
            case let .maker(maker):
                return ["maker": Fields(name: maker.name, favoriteToy: maker.favoriteToy, bench: maker.bench)]
            case let .driver(driver):
                return ["driver": Fields(name: driver.name, favoriteToy: driver.favoriteToy, route: driver.route)]
            }
        }
    }
}
