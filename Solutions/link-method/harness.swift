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
/// for "encode", the encoder's output for `Link(url:)` parsed as JSON, raw.
/// Errors propagate. Decoding and encoding happen in bridge.swift, beside the
/// answer's conformances (their form is the answer's choice).
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookCaseError("the case's input must be a JSON object")
        }
        if let kind = object["decode"] as? String, let json = object["json"] {
            let data = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
            guard let url = try workbookAnswerDecode(kind, data) else { throw WorkbookCaseError("unknown link kind \(kind)") }
            return ["url": url.absoluteString]
        }
        if let kind = object["encode"] as? String, let href = object["href"] as? String, let url = URL(string: href) {
            guard let data = try workbookAnswerEncode(kind, url) else { throw WorkbookCaseError("unknown link kind \(kind)") }
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
        throw WorkbookCaseError("the case's input needs \"decode\" and \"json\", or \"encode\" and \"href\"")
    }
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/link-method/harness.swift: " + message }
}
