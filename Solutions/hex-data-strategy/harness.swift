// Harness for `hex-data-strategy`: decodes the case's Data with the answer's
// strategy — "value" under a key, "values" as a top-level array, "book" as
// the chapter's snake-case `Book` — and returns the bytes (numbers 0-255).
// Decoding errors propagate, so the grader reports their kind.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var value, values, book: WorkbookJSON?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let decoder = JSONDecoder(keys: .snake)
        decoder.dataDecodingStrategy = workbookAnswerStrategy()
        if let value = input.value {
            return try value.decode(Data.self, wrap: .object("blob"), with: decoder) { [UInt8]($0) }
        }
        if let values = input.values {
            return try values.decode(Data.self, wrap: .array, with: decoder) { [UInt8]($0) }
        }
        guard let book = try input.book?.decode(Book.self, with: decoder) else {
            throw WorkbookHarnessFault("case input needs one of \"value\", \"values\", \"book\"")
        }
        return ["id": .string(book.id), "cover": WorkbookJSON([UInt8](book.imageBlob))]
    }
}
