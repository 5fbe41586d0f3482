import Foundation

/// Input of one case:
///   {"self": href, "plants": href, "sensors": href | null | absent, "wrap": Bool}
/// builds a `Bed.Links` from the three URLs and encodes it with a plain
/// `JSONEncoder`: on its own (the top-level value is the array), or, when
/// `wrap` is true, as the value of "@links" in an object.
///
/// Result: the encoder's output parsed as JSON, raw. Errors propagate.
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any],
              let selfURL = workbookURL(object["self"]), let plantsURL = workbookURL(object["plants"]) else {
            throw WorkbookCaseError("the case's input needs \"self\" and \"plants\" URL strings")
        }
        let sensors = workbookURL(object["sensors"])
        let links = Bed.Links(
            selfLink: Link(url: selfURL),
            plants: Link(url: plantsURL),
            sensors: sensors.map { Link(url: $0) })
        let data: Data
        if object["wrap"] as? Bool == true {
            data = try JSONEncoder().encode(["@links": links])
        } else {
            data = try JSONEncoder().encode(links)
        }
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    private static func workbookURL(_ value: Any?) -> URL? {
        (value as? String).flatMap { URL(string: $0) }
    }
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/links-encoding/harness.swift: " + message }
}
