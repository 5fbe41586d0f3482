import Foundation

// Harness for `hex-data-strategy`. A case's input is one of:
//   {"value": <any JSON>}        one Data property decoded with the strategy; the result is its bytes
//   {"values": [<any JSON>...]}  a top-level array of Data; the result is each element's bytes
//   {"book": {...}}              one snake-case book decoded as the chapter's `Book`
// Bytes are numbers 0-255. Decoding errors propagate, so the grader reports their kind.
enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var value: WorkbookJSON?
        var values: WorkbookJSON?
        var book: WorkbookJSON?
    }

    struct Cover: Encodable {
        let id: String
        let cover: [UInt8]
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dataDecodingStrategy = workbookAnswerStrategy()
        if let value = input.value { return try value.decode(Data.self, wrap: .object("blob"), with: decoder) { [UInt8]($0) } }
        if let values = input.values { return try values.decode(Data.self, wrap: .array, with: decoder) { [UInt8]($0) } }
        guard let book = try input.book?.decode(Book.self, with: decoder) else {
            throw WorkbookHarnessFault("case input needs one of \"value\", \"values\", \"book\"")
        }
        return try WorkbookJSON(encoding: Cover(id: book.id, cover: [UInt8](book.imageBlob)))
    }
}
