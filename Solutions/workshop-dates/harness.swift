// Harness for `workshop-dates`: decodes dates with the learner's
// `.dayOrISO8601` strategy and returns each as seconds since 1970. It
// judges nothing; decoding errors propagate unchanged.
//
// Input, one of:
//   {"value": <JSON>}     one Date, the whole document (a top-level value)
//   {"values": <JSON>}    an array, decoded as [Date]
//   {"record": <JSON>}    a staff record of the chapter, decoded as
//                         StaffMember; the result is its `started` date
//   {"records": <JSON>}   an array of staff records, decoded as
//                         [StaffMember]; the result is their dates
// Result: seconds since 1970 (a number, or an array of numbers).
// With "path": true in the input (rule 6), a DecodingError is returned as
// {"thrown": kind, "path": [...]}, its coding path with keys as strings and
// array indices as integers, instead of propagating.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var value, values, record, records: WorkbookJSON?
        var path: Bool?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        do {
            return try decode(input)
        } catch let error as DecodingError where input.path == true {
            return try WorkbookJSON(encoding: WorkbookThrown(error))
        }
    }

    static func decode(_ input: Input) throws -> WorkbookJSON {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = workbookAnswerStrategy()
        if let json = input.value ?? input.values {
            return try json.decode(Date.self, wrap: input.value == nil ? .array : .single, with: decoder) { $0.timeIntervalSince1970 }
        }
        guard let json = input.record ?? input.records else {
            throw WorkbookHarnessFault("case input needs \"value\", \"values\", \"record\" or \"records\"")
        }
        return try json.decode(StaffMember.self, wrap: input.record == nil ? .array : .single, with: decoder) { member in
            switch member {
            case let .maker(maker): return maker.started.timeIntervalSince1970
            case let .driver(driver): return driver.started.timeIntervalSince1970
            }
        }
    }
}
