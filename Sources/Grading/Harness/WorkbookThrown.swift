// Part of the harness kit (WorkbookKit.swift): a DecodingError an answer
// threw, as a result a case can compare, for a rule that fixes where the
// error was thrown or which key it names.
import Foundation

/// `{"thrown": kind, "key": missing key, "path": [key or index, ...]}`: the
/// error's kind; for `keyNotFound` the key's `stringValue` (with `key`); its
/// coding path (with `path`), a key as its `stringValue`, an index as its
/// integer. Fields not asked for are left out.
struct WorkbookThrown: Encodable {
    let thrown: String
    var key: String?
    var path: [WorkbookJSON]?

    init(_ error: DecodingError, key withKey: Bool = false, path withPath: Bool = true) {
        thrown = error.workbookKind
        let context: DecodingError.Context
        switch error {
        case let .keyNotFound(missing, found):
            context = found
            if withKey { key = missing.stringValue }
        case let .dataCorrupted(found), let .typeMismatch(_, found), let .valueNotFound(_, found): context = found
        @unknown default: return
        }
        if withPath { path = context.codingPath.map { key in key.intValue.map(WorkbookJSON.integer) ?? .string(key.stringValue) } }
    }
}
