// Harness for `link-method`: a case decodes a link of a kind, {"decode": kind, "json": <any JSON>}, and returns
// {"url": its url}, or encodes `Link(url:)` of a kind, {"encode": kind, "href": "https://..."}, and returns what
// was written. bridge.swift names the kinds' link types ("fetch-plant" is Link<Fetch<Plant>>, "send-text"
// Link<Send<String>>) and codes them beside the answer's conformances, whose form is the answer's choice.
// Errors propagate. The generator builds its inputs as this `Input`, so both read the same form.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Codable {
        var decode, encode: String?
        var json: WorkbookJSON?
        var href: URL?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        if let kind = input.decode, let json = input.json {
            return try ["url": .string(link(kind).decode(json.data).absoluteString)]
        }
        guard let kind = input.encode, let url = input.href else {
            throw WorkbookHarnessFault("the case's input needs \"decode\" and \"json\", or \"encode\" and \"href\"")
        }
        return try WorkbookJSON(parsing: link(kind).encode(url))
    }

    static func link(_ kind: String) throws -> WorkbookLinkCoder {
        guard let link = workbookAnswerLink(kind) else { throw WorkbookHarnessFault("no link kind \(kind)") }
        return link
    }
}
