// Harness for `staff-shapes`: decodes staff records with the learner's
// `StaffMember.init(from:)` and describes each result field by field. It
// judges nothing; decoding errors propagate unchanged.
//
// Input: {"record": <JSON>} (one record, decoded as StaffMember) or
//        {"records": <JSON>} (decoded as [StaffMember]).
// Result: {"maker": {"name", "favoriteToy", "bench"}} or
//         {"driver": {"name", "favoriteToy", "route"}}, or an array of them.
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookHarnessError(description: "case input must be a JSON object (Solutions/staff-shapes/cases.json)")
        }
        let decoder = JSONDecoder()
        if let record = object["record"] {
            let data = try JSONSerialization.data(withJSONObject: record, options: [.fragmentsAllowed])
            return describe(try decoder.decode(StaffMember.self, from: data))
        }
        if let records = object["records"] {
            let data = try JSONSerialization.data(withJSONObject: records, options: [.fragmentsAllowed])
            return try decoder.decode([StaffMember].self, from: data).map(describe)
        }
        throw WorkbookHarnessError(description: "case input needs \"record\" or \"records\"")
    }

    static func describe(_ member: StaffMember) -> Any {
        switch member {
        case let .maker(maker):
            return ["maker": ["name": maker.name, "favoriteToy": maker.favoriteToy, "bench": maker.bench] as [String: Any]]
        case let .driver(driver):
            return ["driver": ["name": driver.name, "favoriteToy": driver.favoriteToy, "route": driver.route] as [String: Any]]
        }
    }
}
