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
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let links: WorkbookJSON
        let ask: [String]
        var at: WorkbookKeyPath?
    }

    struct Output: Encodable {
        let optional: [String?]
        let required: [WorkbookJSON]
    }

    static func run(_ input: Input) throws -> Output {
        let answers = try workbookAnswerTable(input.links.data, at: input.at?.keys ?? [], ask: input.ask)
        return Output(optional: answers.optional.map { $0?.absoluteString }, required: try answers.required.map { answer in
            switch answer {
            case let .success(url): return ["url": .string(url.absoluteString)]
            case let .failure(error as DecodingError): return try WorkbookJSON(encoding: WorkbookThrown(error, key: true, path: input.at != nil))
            case let .failure(error): throw error
            }
        })
    }
}
