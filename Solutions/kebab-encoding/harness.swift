import Foundation

// Harness for `kebab-encoding`. A case's input is one of:
//   {"key": "storeLink"}                  the strategy's closure, called on a one-key path
//   {"path": ["bookInfo", 0, "coverArt"]} the closure on a longer path (numbers are array indices)
//   {"document": <any JSON>}              that JSON encoded with the strategy; the result is
//                                         what the encoder wrote, parsed back
//   {"book": {...}}                       a chapter `Book` (camelCase fields, imageBlob in base64)
//                                         encoded with the strategy; the result is what was written
// Encoding errors propagate, so the grader reports their kind.

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
            return try workbookEncode(try JSONDecoder().decode(WorkbookJSON.self, from: data))
        }
        if let fields = request["book"] as? [String: Any] {
            guard let id = fields["id"] as? String, let name = fields["name"] as? String,
                  let link = (fields["storeLink"] as? String).flatMap(URL.init(string:)),
                  let authors = fields["authors"] as? [String],
                  let blob = (fields["imageBlob"] as? String).flatMap({ Data(base64Encoded: $0) }) else {
                throw WorkbookHarnessError("a book needs id, name, storeLink (a URL), authors and imageBlob (base64)")
            }
            return try workbookEncode(Book(id: id, name: name, storeLink: link, authors: authors, imageBlob: blob))
        }
        throw WorkbookHarnessError("case input needs one of \"key\", \"path\", \"document\", \"book\"")
    }

    private static func workbookEncode<Value: Encodable>(_ value: Value) throws -> Any {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = workbookAnswerStrategy()
        let data = try encoder.encode(value)
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    /// Calls the strategy's closure the way JSONEncoder does and reports the
    /// key it returns.
    private static func workbookConvert(_ path: [CodingKey]) throws -> Any {
        guard case let .custom(convert) = workbookAnswerStrategy() else {
            throw WorkbookHarnessError("convertToKebabCase must be a .custom strategy")
        }
        return convert(path).stringValue
    }
}

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A key as JSONEncoder builds them: named, or an array index.
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

/// Any JSON value, encodable with its keys as given (the strategy renames them).
enum WorkbookJSON: Codable {
    case object([(String, WorkbookJSON)])
    case array([WorkbookJSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case flag(Bool)
    case null

    /// Reads any JSON document (with a plain decoder: keys as written).
    init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: WorkbookKey.self) {
            self = .object(try object.allKeys.map(\.stringValue).sorted().map { name in
                (name, try object.decode(WorkbookJSON.self, forKey: WorkbookKey(stringValue: name)))
            })
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [WorkbookJSON] = []
            while !array.isAtEnd { items.append(try array.decode(WorkbookJSON.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { self = .null }
            else if let flag = try? single.decode(Bool.self) { self = .flag(flag) }
            else if let whole = try? single.decode(Int.self) { self = .integer(whole) }
            else if let number = try? single.decode(Double.self) { self = .number(number) }
            else { self = .string(try single.decode(String.self)) }
        }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case let .object(fields):
            var container = encoder.container(keyedBy: WorkbookKey.self)
            for (key, value) in fields { try container.encode(value, forKey: WorkbookKey(stringValue: key)) }
        case let .array(items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case let .string(text): var container = encoder.singleValueContainer(); try container.encode(text)
        case let .integer(whole): var container = encoder.singleValueContainer(); try container.encode(whole)
        case let .number(value): var container = encoder.singleValueContainer(); try container.encode(value)
        case let .flag(flag): var container = encoder.singleValueContainer(); try container.encode(flag)
        case .null: var container = encoder.singleValueContainer(); try container.encodeNil()
        }
    }
}
