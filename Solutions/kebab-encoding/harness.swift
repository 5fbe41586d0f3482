import Foundation

// Harness for `kebab-encoding`. A case's input is one of:
//   {"key": "storeLink"}                  the strategy's closure, called on a one-key path
//   {"path": ["bookInfo", 0, "coverArt"]} the closure on a longer path (numbers are array indices)
//   {"document": <any JSON>}              that JSON encoded with the strategy; the result is
//                                         what the encoder wrote, parsed back
//   {"book": {...}}                       a chapter `Book` (camelCase fields, imageBlob in base64)
//                                         encoded with the strategy; the result is what was written
// Encoding errors propagate, so the grader reports their kind.
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var key: String?
        var path: WorkbookKeyPath?
        var document: WorkbookJSON?
        var book: BookFields?
    }

    struct BookFields: Decodable {
        let id, name, storeLink, imageBlob: String
        let authors: [String]
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = workbookAnswerStrategy()
        if let key = input.key { return try convert([WorkbookKey(stringValue: key)]) }
        if let path = input.path { return try convert(path.keys) }
        if let document = input.document { return try WorkbookJSON(encoding: document, with: encoder) }
        guard let fields = input.book, let link = URL(string: fields.storeLink), let blob = Data(base64Encoded: fields.imageBlob) else {
            throw WorkbookHarnessFault("case input needs one of \"key\", \"path\", \"document\", \"book\" (a book's storeLink a URL, its imageBlob base64)")
        }
        return try WorkbookJSON(encoding: Book(id: fields.id, name: fields.name, storeLink: link, authors: fields.authors, imageBlob: blob), with: encoder)
    }

    /// Calls the strategy's closure the way JSONEncoder does: the key it returns.
    static func convert(_ path: [CodingKey]) throws -> WorkbookJSON {
        guard case let .custom(convert) = workbookAnswerStrategy() else {
            throw WorkbookHarnessFault("convertToKebabCase must be a .custom strategy")
        }
        return .string(convert(path).stringValue)
    }
}
