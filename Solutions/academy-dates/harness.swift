import Foundation

/// Input of one case: {"value": <any JSON value>}, decoded as a `Date`
/// (the value of the key "at" in an object) by a `JSONDecoder` whose date
/// strategy is `.custom(academyDate)`.
///
/// Result: {"milliseconds": the instant in whole milliseconds since 1970,
/// rounded}. Errors propagate.
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let value: WorkbookJSON
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(academyDate)
        return try input.value.decode(Date.self, wrap: .object("at"), with: decoder) { date in
            ["milliseconds": Int((date.timeIntervalSince1970 * 1000).rounded())]
        }
    }
}
