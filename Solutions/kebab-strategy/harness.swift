import Foundation

// Harness for `kebab-strategy`. A case's input is one of:
//   {"key": "store-link"}                 the strategy's closure, called on a one-key path
//   {"path": ["book-info", 0, "title"]}   the closure on a longer path (numbers are array indices)
//   {"document": <any JSON>}              a whole document decoded with the strategy;
//                                         the result is the same JSON with the keys the decoder saw
//   {"book": {...}}                       one book in kebab case decoded as the chapter's `Book`
// Decoding errors propagate, so the grader reports their kind.

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let request = input as? [String: Any] else {
            throw WorkbookHarnessError("case input must be a JSON object, got \(input)")
        }
        if let key = request["key"] as? String {
            return try workbookConvert([WorkbookKey(stringValue: key)])
        }
        if let path = request["path"] as? [Any] {
            let keys: [CodingKey] = try path.map { element in
                if let name = element as? String { return WorkbookKey(stringValue: name) }
                if let index = element as? Int { return WorkbookKey(intValue: index) }
                throw WorkbookHarnessError("path elements must be strings or integers, got \(element)")
            }
            return try workbookConvert(keys)
        }
        if let document = request["document"] {
            let data = try JSONSerialization.data(withJSONObject: document, options: [.fragmentsAllowed])
            return try workbookDecoder().decode(WorkbookRecord.self, from: data).value
        }
        if let book = request["book"] {
            let data = try JSONSerialization.data(withJSONObject: book)
            let decoded = try workbookDecoder().decode(Book.self, from: data)
            return [
                "id": decoded.id,
                "name": decoded.name,
                "storeLink": decoded.storeLink.absoluteString,
                "authors": decoded.authors,
                "coverBytes": decoded.imageBlob.count,
            ] as [String: Any]
        }
        throw WorkbookHarnessError("case input needs one of \"key\", \"path\", \"document\", \"book\"")
    }

    private static func workbookDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = workbookAnswerStrategy()
        return decoder
    }

    /// Calls the strategy's closure the way JSONDecoder does and reports the
    /// key it returns.
    private static func workbookConvert(_ path: [CodingKey]) throws -> Any {
        guard case let .custom(convert) = workbookAnswerStrategy() else {
            throw WorkbookHarnessError("convertFromKebabCase must be a .custom strategy")
        }
        return convert(path).stringValue
    }
}

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A key as JSONDecoder builds them: named, or an array index.
struct WorkbookKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }
    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// Decodes any JSON and records it, objects keyed by the (converted) keys
/// their keyed containers report in `allKeys`.
struct WorkbookRecord: Decodable {
    let value: Any

    init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: WorkbookKey.self) {
            var fields: [String: Any] = [:]
            for key in object.allKeys {
                fields[key.stringValue] = try object.decode(WorkbookRecord.self, forKey: key).value
            }
            value = fields
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [Any] = []
            while !array.isAtEnd {
                items.append(try array.decode(WorkbookRecord.self).value)
            }
            value = items
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = NSNull()
            } else if let flag = try? single.decode(Bool.self) {
                value = flag
            } else if let integer = try? single.decode(Int.self) {
                value = integer
            } else if let number = try? single.decode(Double.self) {
                value = number
            } else {
                value = try single.decode(String.self)
            }
        }
    }
}
