// Compiled into the learner's module with each answer: how `Link` becomes
// Codable is the answer's choice (one conditional conformance, one per
// direction, marker protocols…), so links are decoded and encoded here, where
// the answer's conformances are in view, and the harness gets plain values.
// Swift and Foundation names are written in full, so a type the answer
// declares cannot stand in for them.
import Foundation

/// Decodes `data` as the link type `kind` names and returns its `url`;
/// nil for a kind this bridge does not know.
func workbookAnswerDecode(_ kind: Swift.String, _ data: Foundation.Data) throws -> Foundation.URL? {
    let decoder = Foundation.JSONDecoder()
    switch kind {
    case "fetch-plant": return try decoder.decode(Link<Fetch<Plant>>.self, from: data).url
    case "fetch-waterings": return try decoder.decode(Link<Fetch<[Watering]>>.self, from: data).url
    case "fetch-bed": return try decoder.decode(Link<Fetch<Bed>>.self, from: data).url
    case "send-watering": return try decoder.decode(Link<Send<Watering>>.self, from: data).url
    case "send-plants": return try decoder.decode(Link<Send<[Plant]>>.self, from: data).url
    case "send-text": return try decoder.decode(Link<Send<Swift.String>>.self, from: data).url
    default: return nil
    }
}

/// Encodes `Link(url:)` of the link type `kind` names; nil for a kind this
/// bridge does not know.
func workbookAnswerEncode(_ kind: Swift.String, _ url: Foundation.URL) throws -> Foundation.Data? {
    let encoder = Foundation.JSONEncoder()
    switch kind {
    case "fetch-plant": return try encoder.encode(Link<Fetch<Plant>>(url: url))
    case "fetch-waterings": return try encoder.encode(Link<Fetch<[Watering]>>(url: url))
    case "fetch-bed": return try encoder.encode(Link<Fetch<Bed>>(url: url))
    case "send-watering": return try encoder.encode(Link<Send<Watering>>(url: url))
    case "send-plants": return try encoder.encode(Link<Send<[Plant]>>(url: url))
    case "send-text": return try encoder.encode(Link<Send<Swift.String>>(url: url))
    default: return nil
    }
}
