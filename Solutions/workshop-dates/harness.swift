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
        if object["path"] as? Bool == true {
            do {
                return try workbookDecode(object, decoder)
            } catch let error as DecodingError {
                return workbookDescribe(error)
            }
        }
        return try workbookDecode(object, decoder)
    }

    private static func workbookDecode(_ object: [String: Any], _ decoder: JSONDecoder) throws -> Any {
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
        if let records = object["records"] {
            return try decoder.decode([StaffMember].self, from: data(records)).map { member -> Double in
                switch member {
                case let .maker(maker): return maker.started.timeIntervalSince1970
                case let .driver(driver): return driver.started.timeIntervalSince1970
                }
            }
        }
        throw WorkbookHarnessError(description: "case input needs \"value\", \"values\", \"record\" or \"records\"")
    }

    private static func workbookDescribe(_ error: DecodingError) -> [String: Any] {
        let kind: String
        let context: DecodingError.Context
        switch error {
        case let .dataCorrupted(found): (kind, context) = ("dataCorrupted", found)
        case let .keyNotFound(_, found): (kind, context) = ("keyNotFound", found)
        case let .typeMismatch(_, found): (kind, context) = ("typeMismatch", found)
        case let .valueNotFound(_, found): (kind, context) = ("valueNotFound", found)
        @unknown default: return ["thrown": "unknown"]
        }
        return ["thrown": kind, "path": context.codingPath.map { key in key.intValue.map { $0 as Any } ?? key.stringValue }]
    }
}
