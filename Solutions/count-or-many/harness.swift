// Harness for `count-or-many`: decodes counts with the learner's
// `init(from:)` or encodes them with their `encode(to:)`, and returns the
// raw result. It judges nothing.
//
// Input, one of:
//   {"decode": <JSON>, "wrap": "single"|"array"|"sighting"}
//      "single": <JSON> is one count (a top-level value); "array": an array
//      of counts; "sighting": {"species": "Jay", "count": <JSON>}.
//   {"encode": ["many" | <Int>, ...], "wrap": "single"|"array"|"sighting"}
//      the counts to encode ("single" and "sighting" use the first).
// Result: decoded counts as "exactly(N)" or "many" (one, or an array);
// encoded counts as the JSON written, parsed.
//
// Errors propagate as they are; rule 5 asks only for *a* DecodingError, so
// its cases expect {"error": "anyDecodingError"}.
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

struct WorkbookSighting: Codable {
    let species: String
    let count: SightingCount
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookHarnessError(description: "case input must be a JSON object (Solutions/count-or-many/cases.json)")
        }
        let wrap = object["wrap"] as? String ?? "single"
        if let json = object["decode"] {
            return try decode(json, wrap: wrap)
        }
        if let list = object["encode"] as? [Any], !list.isEmpty {
            let counts = try list.map { item -> SightingCount in
                if let word = item as? String, word == "many" { return .many }
                if let number = (item as? NSNumber)?.intValue { return .exactly(number) }
                throw WorkbookHarnessError(description: "each count to encode is \"many\" or a number in the case input")
            }
            let encoder = JSONEncoder()
            let data: Data
            switch wrap {
            case "single": data = try encoder.encode(counts[0])
            case "array": data = try encoder.encode(counts)
            case "sighting": data = try encoder.encode(WorkbookSighting(species: "Jay", count: counts[0]))
            default: throw WorkbookHarnessError(description: "unknown wrap '\(wrap)' in case input")
            }
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
        throw WorkbookHarnessError(description: "case input needs \"decode\" or a non-empty \"encode\" list")
    }

    static func decode(_ json: Any, wrap: String) throws -> Any {
        let decoder = JSONDecoder()
        switch wrap {
        case "single":
            let data = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
            return describe(try decoder.decode(SightingCount.self, from: data))
        case "array":
            let data = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
            return try decoder.decode([SightingCount].self, from: data).map(describe)
        case "sighting":
            let data = try JSONSerialization.data(withJSONObject: ["species": "Jay", "count": json], options: [.fragmentsAllowed])
            return describe(try decoder.decode(WorkbookSighting.self, from: data).count)
        default:
            throw WorkbookHarnessError(description: "unknown wrap '\(wrap)' in case input")
        }
    }

    static func describe(_ count: SightingCount) -> Any {
        switch count {
        case let .exactly(number): return "exactly(\(number))"
        case .many: return "many"
        }
    }
}
