// Compiled into the learner's module with each answer: how `Link` becomes Codable is the answer's choice (one
// conditional conformance, one per direction, marker protocols…), so links are decoded and encoded here, where
// the answer's conformances are in view, and the harness gets plain values. Swift and Foundation names are
// written in full, so a type the answer declares cannot stand in for them.
import Foundation

/// The link type `kind` names, as the cases name them; nil for a kind this bridge does not know.
func workbookAnswerLink(_ kind: Swift.String) -> WorkbookLinkCoder? {
    switch kind {
    case "fetch-plant": return WorkbookLinkCoder(Link<Fetch<Plant>>.init(url:), \.url)
    case "fetch-waterings": return WorkbookLinkCoder(Link<Fetch<[Watering]>>.init(url:), \.url)
    case "fetch-bed": return WorkbookLinkCoder(Link<Fetch<Bed>>.init(url:), \.url)
    case "send-watering": return WorkbookLinkCoder(Link<Send<Watering>>.init(url:), \.url)
    case "send-plants": return WorkbookLinkCoder(Link<Send<[Plant]>>.init(url:), \.url)
    case "send-text": return WorkbookLinkCoder(Link<Send<Swift.String>>.init(url:), \.url)
    default: return nil
    }
}

/// One link type's coding with a plain decoder and encoder: a link decoded from `data` gives its url, and
/// `Link(url:)` is encoded.
struct WorkbookLinkCoder {
    let decode: (Foundation.Data) throws -> Foundation.URL
    let encode: (Foundation.URL) throws -> Foundation.Data

    init<T: Swift.Codable>(_ make: @escaping (Foundation.URL) -> T, _ url: @escaping (T) -> Foundation.URL) {
        decode = { data in url(try Foundation.JSONDecoder().decode(T.self, from: data)) }
        encode = { address in try Foundation.JSONEncoder().encode(make(address)) }
    }
}
