import Foundation

// Harness for `hex-data-strategy`. A case's input is one of:
//   {"value": <any JSON>}        one Data property decoded with the strategy; the result is its bytes
//   {"values": [<any JSON>...]}  a top-level array of Data; the result is each element's bytes
//   {"book": {...}}              one snake-case book decoded as the chapter's `Book`
// The result is raw: bytes as numbers 0-255. Decoding errors propagate, so
// the grader reports their kind.

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let request = input as? [String: Any] else {
            throw WorkbookHarnessError("case input must be a JSON object, got \(input)")
        }
        if let value = request["value"] {
            let data = try JSONSerialization.data(withJSONObject: ["blob": value])
            return [UInt8](try workbookDecoder().decode(WorkbookBlob.self, from: data).blob).map(Int.init)
        }
        if let values = request["values"] as? [Any] {
            let data = try JSONSerialization.data(withJSONObject: values)
            return try workbookDecoder().decode([Data].self, from: data).map { [UInt8]($0).map(Int.init) }
        }
        if let book = request["book"] {
            let data = try JSONSerialization.data(withJSONObject: book)
            let decoded = try workbookDecoder().decode(Book.self, from: data)
            return ["id": decoded.id, "cover": [UInt8](decoded.imageBlob).map(Int.init)] as [String: Any]
        }
        throw WorkbookHarnessError("case input needs one of \"value\", \"values\", \"book\"")
    }

    private static func workbookDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dataDecodingStrategy = workbookAnswerStrategy()
        return decoder
    }
}

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

struct WorkbookBlob: Decodable {
    let blob: Data
}
