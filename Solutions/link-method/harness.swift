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
/// Errors propagate.
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookCaseError("the case's input must be a JSON object")
        }
        if let kind = object["decode"] as? String, let json = object["json"] {
            let data = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
            let decoder = JSONDecoder()
            let url: URL
            switch kind {
            case "fetch-plant": url = try decoder.decode(Link<Fetch<Plant>>.self, from: data).url
            case "fetch-waterings": url = try decoder.decode(Link<Fetch<[Watering]>>.self, from: data).url
            case "fetch-bed": url = try decoder.decode(Link<Fetch<Bed>>.self, from: data).url
            case "send-watering": url = try decoder.decode(Link<Send<Watering>>.self, from: data).url
            case "send-plants": url = try decoder.decode(Link<Send<[Plant]>>.self, from: data).url
            case "send-text": url = try decoder.decode(Link<Send<String>>.self, from: data).url
            default: throw WorkbookCaseError("unknown link kind \(kind)")
            }
            return ["url": url.absoluteString]
        }
        if let kind = object["encode"] as? String, let href = object["href"] as? String, let url = URL(string: href) {
            let encoder = JSONEncoder()
            let data: Data
            switch kind {
            case "fetch-plant": data = try encoder.encode(Link<Fetch<Plant>>(url: url))
            case "fetch-waterings": data = try encoder.encode(Link<Fetch<[Watering]>>(url: url))
            case "fetch-bed": data = try encoder.encode(Link<Fetch<Bed>>(url: url))
            case "send-watering": data = try encoder.encode(Link<Send<Watering>>(url: url))
            case "send-plants": data = try encoder.encode(Link<Send<[Plant]>>(url: url))
            case "send-text": data = try encoder.encode(Link<Send<String>>(url: url))
            default: throw WorkbookCaseError("unknown link kind \(kind)")
            }
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
