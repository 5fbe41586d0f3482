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
// encoded counts as the JSON written.
//
// Errors propagate as they are; rule 5 asks only for *a* DecodingError, so
// its cases expect {"error": "anyDecodingError"}.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var decode: WorkbookJSON?
        var encode: [WorkbookJSON]?
        var wrap: String?
    }

    struct Sighting: Codable {
        var species = "Jay"
        let count: SightingCount
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let wrap = input.wrap ?? "single"
        guard ["single", "array", "sighting"].contains(wrap) else { throw WorkbookHarnessFault("unknown wrap '\(wrap)' in case input") }
        if let json = input.decode {
            guard wrap == "sighting" else { return try json.decode(SightingCount.self, wrap: wrap == "array" ? .array : .single, describe: describe) }
            return .string(describe(try WorkbookJSON.object([("species", "Jay"), ("count", json)]).decode(Sighting.self).count))
        }
        let counts = try (input.encode ?? []).map { item -> SightingCount in
            switch item {
            case "many": return .many
            case let .integer(number): return .exactly(number)
            default: throw WorkbookHarnessFault("each count to encode is \"many\" or a number in the case input")
            }
        }
        guard wrap == "sighting" else { return try WorkbookJSON.encoding(counts, wrap: wrap == "array" ? .array : .single) }
        return try WorkbookJSON.encoding(counts.map { Sighting(count: $0) }, wrap: .single)
    }

    static func describe(_ count: SightingCount) -> String {
        switch count {
        case let .exactly(number): return "exactly(\(number))"
        case .many: return "many"
        }
    }
}
