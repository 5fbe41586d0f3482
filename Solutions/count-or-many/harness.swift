// Harness for `count-or-many`: decodes a count ("decode") with the learner's `init(from:)`, or encodes counts
// ("encode": "many" or numbers) with their `encode(to:)`: alone, in an array, or in a sighting ("wrap").
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var decode: WorkbookJSON?
        var encode: [WorkbookJSON]?
        var wrap: Wrap?
    }

    enum Wrap: String, Decodable { case single, array, sighting }

    struct Sighting: Encodable {
        var species = "Jay"
        let count: SightingCount
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let wrap = input.wrap ?? .single
        if let json = input.decode {
            // A sighting's count is decoded under its key, "count".
            let place: WorkbookWrap = wrap == .array ? .array : wrap == .single ? .single : .object("count")
            return try json.decode(SightingCount.self, wrap: place, describe: describe)
        }
        let counts = try (input.encode ?? []).map { item -> SightingCount in
            if item == "many" { return .many }
            guard case let .integer(number) = item else { throw WorkbookHarnessFault("a count is many or a number") }
            return .exactly(number)
        }
        if wrap == .sighting { return try WorkbookJSON.encoding(counts.map { Sighting(count: $0) }, wrap: .single) }
        return try WorkbookJSON.encoding(counts, wrap: wrap == .array ? .array : .single)
    }

    /// "exactly(N)" or "many".
    static func describe(_ count: SightingCount) -> String {
        switch count {
        case let .exactly(number): return "exactly(\(number))"
        case .many: return "many"
        }
    }
}
