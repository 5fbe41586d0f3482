import Foundation

/// Decodes `data` as the answer's `LinkTable<WorkbookRel>` and asks it about
/// every rel of `ask`, in order. Compiled with each answer, so a table is
/// only ever handled by code that knows how the answer stores it (the
/// storage is the answer's choice).
func workbookAnswerTable(_ data: Data, ask: [String]) throws -> (optional: [URL?], required: [Result<URL, Error>]) {
    let table = try JSONDecoder().decode(LinkTable<WorkbookRel>.self, from: data)
    let keys = ask.map { WorkbookRel(text: $0) }
    return (keys.map { table.optional($0) }, keys.map { key in Result { try table.required(key) } })
}
