import Foundation

/// Input of one case: {"value": <any JSON value>}, decoded as a `Date`
/// (the value of the key "at" in an object) by a `JSONDecoder` whose date
/// strategy is `.custom(academyDate)`.
///
/// Result: {"milliseconds": the instant in whole milliseconds since 1970,
/// rounded}. Errors propagate.
enum WorkbookExercise {
    private struct WorkbookHolder: Decodable {
        let at: Date
    }

    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any], let value = object["value"] else {
            throw WorkbookCaseError("the case's input must be {\"value\": ...}")
        }
        let data = try JSONSerialization.data(withJSONObject: ["at": value])
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(academyDate)
        let date = try decoder.decode(WorkbookHolder.self, from: data).at
        return ["milliseconds": Int((date.timeIntervalSince1970 * 1000).rounded())]
    }
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/academy-dates/harness.swift: " + message }
}
