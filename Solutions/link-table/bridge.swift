// Compiled into the learner's module with each answer (names fully
// qualified, so a type the answer declares cannot stand in for them).
import Foundation

/// Decodes `data` as the answer's `LinkTable<WorkbookRel>` and asks it about
/// every rel of `ask`, in order. Compiled with each answer, so a table is
/// only ever handled by code that knows how the answer stores it (the
/// storage is the answer's choice).
func workbookAnswerTable(_ data: Foundation.Data, ask: [Swift.String]) throws -> (optional: [Foundation.URL?], required: [Swift.Result<Foundation.URL, Swift.Error>]) {
    let table = try Foundation.JSONDecoder().decode(LinkTable<WorkbookRel>.self, from: data)
    let keys = ask.map { WorkbookRel(text: $0) }
    return (keys.map { table.optional($0) }, keys.map { key in Swift.Result { try table.required(key) } })
}

/// A key for any rel: the table is generic over its key type, so the hidden
/// cases ask with a key type the chapter does not declare.
struct WorkbookRel: Swift.CodingKey {
    let stringValue: Swift.String
    var intValue: Swift.Int? { nil }
    init(text: Swift.String) { stringValue = text }
    init?(stringValue: Swift.String) { self.stringValue = stringValue }
    init?(intValue: Swift.Int) { return nil }
}
