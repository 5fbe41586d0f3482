// Harness for `count-or-many`: decodes a count ("decode") with the learner's `init(from:)`, or encodes counts
// ("encode": "many" or numbers) with their `encode(to:)`: alone, in an array, or in a sighting ("wrap").
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Sighting: Encodable {
        var species = "Jay"
        let count: SightingCount
    }

    static func run(_ input: WorkbookCoding<WorkbookJSON>) throws -> WorkbookJSON {
        // A sighting's count is decoded under its key, "count", and encoded in a whole sighting.
        let place = try input.place(object: "sighting", key: "count")
        if input.decode == nil, case .object = place {
            return try WorkbookJSON.encoding(input.encode?.map { Sighting(count: try count($0)) } ?? [], wrap: .single)
        }
        return try input.run(SightingCount.self, in: place, describe: describe, make: count)
    }

    /// The count an item to encode names: "many" or a number.
    static func count(_ item: WorkbookJSON) throws -> SightingCount {
        if item == "many" { return .many }
        guard case let .integer(number) = item else { throw WorkbookHarnessFault("a count is many or a number") }
        return .exactly(number)
    }

    /// "exactly(N)" or "many".
    static func describe(_ count: SightingCount) -> String {
        switch count {
        case let .exactly(number): return "exactly(\(number))"
        case .many: return "many"
        }
    }
}
