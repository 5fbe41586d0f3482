// Compiled into the learner's module with each answer (names fully
// qualified, so a type the answer declares cannot stand in for them).
import Foundation

/// Decodes `data` as the answer's `LinkTable<WorkbookRel>` and asks it about
/// every rel of `ask`, in order. Compiled with each answer, so a table is
/// only ever handled by code that knows how the answer stores it (the
/// storage is the answer's choice).
///
/// `at` is where the list is in the document: object keys and array
/// indices (keys with an `intValue`), from the root; empty, the list is the
/// document.
func workbookAnswerTable(_ data: Foundation.Data, at: [any Swift.CodingKey] = [], ask: [Swift.String]) throws -> (optional: [Foundation.URL?], required: [Swift.Result<Foundation.URL, Swift.Error>]) {
    let decoder = Foundation.JSONDecoder()
    decoder.userInfo[WorkbookNestedTable.pathKey] = WorkbookPath(steps: at)
    let table = try decoder.decode(WorkbookNestedTable.self, from: data).table
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

/// The steps from the root to the list.
final class WorkbookPath: @unchecked Swift.Sendable {
    let steps: [any Swift.CodingKey]
    init(steps: [any Swift.CodingKey]) { self.steps = steps }
}

/// Walks from the root along the path in `userInfo`, one step per level (the
/// level is the length of the decoder's coding path), and decodes the answer's
/// table where the path ends, with the decoder of that place: so the table
/// sees the coding path a model's `init(from:)` would give it.
struct WorkbookNestedTable: Swift.Decodable {
    static let pathKey = Swift.CodingUserInfoKey(rawValue: "workbookLinkTablePath")!
    let table: LinkTable<WorkbookRel>

    init(from decoder: Swift.Decoder) throws {
        let steps = (decoder.userInfo[Self.pathKey] as? WorkbookPath)?.steps ?? []
        let depth = decoder.codingPath.count
        guard depth < steps.count else {
            table = try LinkTable<WorkbookRel>(from: decoder)
            return
        }
        if let index = steps[depth].intValue {
            var items = try decoder.unkeyedContainer()
            for _ in 0..<index { _ = try items.decode(WorkbookSkipped.self) }
            table = try items.decode(WorkbookNestedTable.self).table
        } else {
            let fields = try decoder.container(keyedBy: WorkbookRel.self)
            table = try fields.decode(WorkbookNestedTable.self, forKey: WorkbookRel(text: steps[depth].stringValue)).table
        }
    }
}

/// Any JSON value, read and dropped.
struct WorkbookSkipped: Swift.Decodable {
    init(from decoder: Swift.Decoder) throws {}
}
