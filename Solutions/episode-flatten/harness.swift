import Foundation

/// Input of one case:
///   {"elements": [<any JSON value>, ...], "dates": "iso8601" | "seconds" | "formatted"}
/// `elements` is decoded as `[Episode]` by a `JSONDecoder` with the default
/// key strategy and the named date strategy (`.iso8601`,
/// `.secondsSince1970`, or `.formatted` with "yyyy-MM-dd HH:mm:ss" in UTC).
///
/// Result: one object per episode, field by field: {"id", "name",
/// "released" (seconds since 1970), "difficulty" (or null), "summary",
/// "videoID" (or null), "platforms"}. Errors propagate; rule 5 names no kind
/// of DecodingError, so its cases expect {"error": "anyDecodingError"}.
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any], let elements = object["elements"] else {
            throw WorkbookCaseError("the case's input must be {\"elements\": [...], \"dates\": ...}")
        }
        let decoder = JSONDecoder()
        switch object["dates"] as? String ?? "iso8601" {
        case "iso8601": decoder.dateDecodingStrategy = .iso8601
        case "seconds": decoder.dateDecodingStrategy = .secondsSince1970
        case "formatted": decoder.dateDecodingStrategy = .formatted(workbookFormatter)
        case let other: throw WorkbookCaseError("unknown date strategy \(other)")
        }
        let data = try JSONSerialization.data(withJSONObject: elements, options: [.fragmentsAllowed])
        let episodes = try decoder.decode([Episode].self, from: data)
        return episodes.map { episode -> [String: Any] in
            [
                "id": episode.id,
                "name": episode.name,
                "released": episode.released.timeIntervalSince1970,
                "difficulty": episode.difficulty.map { $0 as Any } ?? NSNull(),
                "summary": episode.summary,
                "videoID": episode.videoID.map { $0 as Any } ?? NSNull(),
                "platforms": episode.platforms,
            ]
        }
    }

    private static let workbookFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/episode-flatten/harness.swift: " + message }
}
