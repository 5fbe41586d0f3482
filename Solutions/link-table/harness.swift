import Foundation

/// Input of one case:
///   {"links": <any JSON value>, "ask": ["rel", ...], "at": [key or index, ...]}
/// `links` is decoded as a top-level `LinkTable<WorkbookRel>`; every string
/// of `ask` is then given, as a key, to `optional(_:)` and to `required(_:)`.
/// With `at` (rule 6), `links` is a whole document and the table is decoded
/// from the place `at` leads to (object keys and array indices), as a
/// model's `init(from:)` decodes it; each error `required` throws then also
/// reports its coding path, `"path"`: keys as strings, indices as integers.
/// Both happen in bridge.swift, which is compiled with the answer (the
/// table's form is the answer's choice: a struct or a class, its stored
/// properties), so the harness never holds a table itself.
///
/// Result: {"optional": [href or null, one per asked rel],
///          "required": [{"url": href} | {"thrown": kind, "key": stringValue},
///                       one per asked rel]}
/// with URLs as their `absoluteString`. An error thrown while decoding the
/// table propagates: rule 4 names its kind (cases expect {"error":
/// "dataCorrupted"}), rule 5 only "a DecodingError" ({"error":
/// "anyDecodingError"}).
enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any], let links = object["links"],
              let ask = object["ask"] as? [String] else {
            throw WorkbookCaseError("the case's input must be {\"links\": ..., \"ask\": [String]}")
        }
        let data = try JSONSerialization.data(withJSONObject: links, options: [.fragmentsAllowed])
        let at = object["at"] as? [Any]
        let answers = try workbookAnswerTable(data, at: at ?? [], ask: ask)
        let optional: [Any] = answers.optional.map { url in url.map { $0.absoluteString as Any } ?? NSNull() }
        var required: [Any] = []
        for answer in answers.required {
            switch answer {
            case .success(let url):
                required.append(["url": url.absoluteString])
            case .failure(DecodingError.keyNotFound(let missing, let context)):
                var thrown: [String: Any] = ["thrown": "keyNotFound", "key": missing.stringValue]
                if at != nil { thrown["path"] = workbookPath(context.codingPath) }
                required.append(thrown)
            case .failure(let error as DecodingError):
                var thrown: [String: Any] = ["thrown": workbookKind(error)]
                if at != nil { thrown["path"] = workbookPath(workbookContext(error).codingPath) }
                required.append(thrown)
            case .failure(let error):
                throw error
            }
        }
        return ["optional": optional, "required": required] as [String: Any]
    }

    /// A coding path as JSON: an index as its integer, a key as its string.
    private static func workbookPath(_ path: [CodingKey]) -> [Any] {
        path.map { key in key.intValue.map { $0 as Any } ?? key.stringValue }
    }

    private static func workbookContext(_ error: DecodingError) -> DecodingError.Context {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context
        @unknown default:
            return DecodingError.Context(codingPath: [], debugDescription: "")
        }
    }

    private static func workbookKind(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted: return "dataCorrupted"
        case .keyNotFound: return "keyNotFound"
        case .typeMismatch: return "typeMismatch"
        case .valueNotFound: return "valueNotFound"
        @unknown default: return "unknown"
        }
    }
}

/// A case that cannot be run as written (a mistake in cases.json, not in the answer).
struct WorkbookCaseError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "Solutions/link-table/harness.swift: " + message }
}
