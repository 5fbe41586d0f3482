// Harness for `staff-shapes`: decodes staff records with the learner's
// `StaffMember.init(from:)` and describes each result field by field. It
// judges nothing; decoding errors propagate unchanged.
//
// Input: {"record": <JSON>} (one record, decoded as StaffMember) or
//        {"records": <JSON>} (decoded as [StaffMember]).
// Result: {"maker": {"name", "favoriteToy", "bench"}} or
//         {"driver": {"name", "favoriteToy", "route"}}, or an array of them.
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

    struct Described: Encodable {
        var maker, driver: Fields?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        guard let json = input.record ?? input.records else { throw WorkbookHarnessFault("case input needs \"record\" or \"records\"") }
        return try json.decode(StaffMember.self, wrap: input.record == nil ? .array : .single) { member in
            switch member {
            case let .maker(maker): return Described(maker: Fields(name: maker.name, favoriteToy: maker.favoriteToy, bench: maker.bench))
            case let .driver(driver): return Described(driver: Fields(name: driver.name, favoriteToy: driver.favoriteToy, route: driver.route))
            }
        }
    }
}
