import Foundation

/// Input of one case, one of:
///   {"decode": kind, "json": <any JSON value>}
///   {"encode": kind, "href": "https://..."}
/// where kind names the link type: "fetch-plant" (Link<Fetch<Plant>>),
/// "fetch-waterings" (Link<Fetch<[Watering]>>), "fetch-bed"
/// (Link<Fetch<Bed>>), "send-watering" (Link<Send<Watering>>),
/// "send-plants" (Link<Send<[Plant]>>) or "send-text" (Link<Send<String>>).
///
/// Result: for "decode", {"url": the decoded link's url.absoluteString};
/// for "encode", the encoder's output for `Link(url:)`, raw.
/// Errors propagate. Decoding and encoding happen in bridge.swift, beside the
/// answer's conformances (their form is the answer's choice).
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var decode, encode: String?
        var json: WorkbookJSON?
        var href: URL?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        if let kind = input.decode, let json = input.json {
            guard let url = try workbookAnswerDecode(kind, json.data) else { throw WorkbookHarnessFault("unknown link kind \(kind)") }
            return ["url": .string(url.absoluteString)]
        }
        guard let kind = input.encode, let url = input.href else {
            throw WorkbookHarnessFault("the case's input needs \"decode\" and \"json\", or \"encode\" and \"href\"")
        }
        guard let data = try workbookAnswerEncode(kind, url) else { throw WorkbookHarnessFault("unknown link kind \(kind)") }
        return try WorkbookJSON(parsing: data)
    }
}
