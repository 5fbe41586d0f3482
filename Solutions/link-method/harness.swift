// Harness for `link-method`. A case decodes a link, {"decode": kind, "json": <any JSON>}, and returns
// {"url": its url}; or encodes one, {"encode": kind, "href": "https://..."}, and returns the encoder's output for
// `Link(url:)`. The kind names the link type: "fetch-plant" (Link<Fetch<Plant>>), "fetch-waterings", "fetch-bed",
// "send-watering" (Link<Send<Watering>>), "send-plants" or "send-text" (bridge.swift, beside the answer's
// conformances, whose form is the answer's choice, does the coding). Errors propagate.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var decode, encode: String?
        var json: WorkbookJSON?
        var href: URL?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        if let kind = input.decode, let json = input.json {
            guard let url = try workbookAnswerDecode(kind, json.data) else {
                throw WorkbookHarnessFault("no link kind \(kind)")
            }
            return ["url": .string(url.absoluteString)]
        }
        guard let kind = input.encode, let url = input.href else {
            throw WorkbookHarnessFault("the case's input needs \"decode\" and \"json\", or \"encode\" and \"href\"")
        }
        guard let data = try workbookAnswerEncode(kind, url) else { throw WorkbookHarnessFault("no link kind \(kind)") }
        return try WorkbookJSON(parsing: data)
    }
}
