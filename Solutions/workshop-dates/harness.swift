// Harness for `workshop-dates`: decodes dates with the learner's
// `.dayOrISO8601` strategy and returns each as seconds since 1970. It
// judges nothing; decoding errors propagate unchanged.
//
// Input, one of:
//   {"value": <JSON>}     one Date, the whole document (a top-level value)
//   {"values": <JSON>}    an array, decoded as [Date]
//   {"record": <JSON>}    a staff record of the chapter, decoded as
//                         StaffMember; the result is its `started` date
// Result: seconds since 1970 (a number, or an array of numbers).
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookHarnessError(description: "case input must be a JSON object (Solutions/workshop-dates/cases.json)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = workbookAnswerStrategy()
        func data(_ json: Any) throws -> Data {
            try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
        }
        if let value = object["value"] {
            return try decoder.decode(Date.self, from: data(value)).timeIntervalSince1970
        }
        if let values = object["values"] {
            return try decoder.decode([Date].self, from: data(values)).map(\.timeIntervalSince1970)
        }
        if let record = object["record"] {
            switch try decoder.decode(StaffMember.self, from: data(record)) {
            case let .maker(maker): return maker.started.timeIntervalSince1970
            case let .driver(driver): return driver.started.timeIntervalSince1970
            }
        }
        throw WorkbookHarnessError(description: "case input needs \"value\", \"values\" or \"record\"")
    }
}
