import Foundation

// Harness for `kebab-strategy`. A case's input is one of:
//   {"key": "store-link"}                 the strategy's closure, called on a one-key path
//   {"path": ["book-info", 0, "title"]}   the closure on a longer path (numbers are array indices)
//   {"document": <any JSON>}              a whole document decoded with the strategy;
//                                         the result is the same JSON with the keys the decoder saw
//   {"book": {...}}                       one book in kebab case decoded as the chapter's `Book`
// Decoding errors propagate, so the grader reports their kind.
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var key: String?
        var path: WorkbookKeyPath?
        var document: WorkbookJSON?
        var book: WorkbookJSON?
    }

    struct BookSummary: Encodable {
        let id, name, storeLink: String
        let authors: [String]
        let coverBytes: Int
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = workbookAnswerStrategy()
        if let key = input.key { return try convert([WorkbookKey(stringValue: key)]) }
        if let path = input.path { return try convert(path.keys) }
        if let document = input.document { return try document.decode(WorkbookJSON.self, with: decoder) }
        guard let book = try input.book?.decode(Book.self, with: decoder) else {
            throw WorkbookHarnessFault("case input needs one of \"key\", \"path\", \"document\", \"book\"")
        }
        return try WorkbookJSON(encoding: BookSummary(id: book.id, name: book.name, storeLink: book.storeLink.absoluteString,
                                                      authors: book.authors, coverBytes: book.imageBlob.count))
    }

    /// Calls the strategy's closure the way JSONDecoder does: the key it returns.
    static func convert(_ path: [CodingKey]) throws -> WorkbookJSON {
        guard case let .custom(convert) = workbookAnswerStrategy() else {
            throw WorkbookHarnessFault("convertFromKebabCase must be a .custom strategy")
        }
        return .string(convert(path).stringValue)
    }
}
