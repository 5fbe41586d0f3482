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
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let elements: WorkbookJSON
        var dates: String?
    }

    struct Described: Encodable {
        let id, name: String
        let released: Double
        @WorkbookNullable var difficulty: String?
        let summary: String
        @WorkbookNullable var videoID: Int?
        let platforms: [String]
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let decoder = JSONDecoder()
        switch input.dates ?? "iso8601" {
        case "iso8601": decoder.dateDecodingStrategy = .iso8601
        case "seconds": decoder.dateDecodingStrategy = .secondsSince1970
        case "formatted": decoder.dateDecodingStrategy = .formatted(.workbookUTC("yyyy-MM-dd HH:mm:ss"))
        case let other: throw WorkbookHarnessFault("unknown date strategy \(other)")
        }
        return try input.elements.decode(Episode.self, wrap: .array, with: decoder) { episode in
            Described(id: episode.id, name: episode.name, released: episode.released.timeIntervalSince1970, difficulty: episode.difficulty,
                      summary: episode.summary, videoID: episode.videoID, platforms: episode.platforms)
        }
    }
}
