import Foundation

/// Input of one case: {"value": <any JSON value>}, decoded as a `Date`
/// (the value of the key "value" in an object: the case's input itself, so
/// that a thrown error's coding path, `$.value`, names a place in the input
/// a verdict shows) by a `JSONDecoder` whose date
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
        return try input.value.decode(Date.self, wrap: .object("value"), with: decoder) { date in
            ["milliseconds": Int((date.timeIntervalSince1970 * 1000).rounded())]
        }
    }
}
