// The harness kit: compiled into every program the grader builds, beside
// the exercise's harness and generator (docs/EXERCISE-FORMAT.md, "A typed
// harness"). It lets a harness read its case's input as Codable types and
// return an Encodable result, and a generator build its inputs as typed
// values, so an exercise's grading code says only what is its own:
//
//     enum WorkbookExercise: TypedHarness {
//         struct Input: Decodable { var value: WorkbookJSON }
//         static func run(_ input: Input) throws -> [Int] {
//             try input.value.decode([Data].self).map { $0.count }
//         }
//     }
//
// The vocabulary:
// - `TypedHarness`: `run` takes a Decodable `Input` and returns an
//   Encodable result; the driver's untyped entry comes with it.
// - `WorkbookJSON`: any JSON value (a case's input, or what an encoder
//   wrote). `decode(_:with:)` decodes it as `T`; `decode(_:wrap:with:describe:)`
//   decodes it as one `T`, an array of them, or one under a key, and
//   describes each; `WorkbookJSON(encoding:with:)` and
//   `WorkbookJSON.encoding(_:wrap:with:)` encode values and give back the JSON.
// - `WorkbookWrap`: single, array or object(key): where the value under test
//   sits in the document.
// - `WorkbookKeys`, `WorkbookDates`, `WorkbookFormatting`: a case's coder
//   settings ("keys", "dates", "formatting"), and `JSONEncoder(keys:dates:formatting:)`,
//   `JSONDecoder(keys:dates:)` that apply them.
// - `WorkbookObject`: values under keys, encoded in order; `WorkbookField<T>`:
//   one value under one key; `@WorkbookNullable`: nil written as null.
// - `DateFormatter.workbookUTC(format)`: dates shown the same on every machine.
// - `WorkbookKey`: a coding key, named or an array index, as the encoders
//   and decoders make them.
// - `WorkbookCases` and `WorkbookCompare`: a generator's typed cases (rule,
//   name, Encodable input, what is compared, whether any DecodingError passes;
//   the last two also once by rule), and `WorkbookCases.rounds(3, rules: 1...6)`:
//   one case per rule, round after round.
// - `WorkbookJSON.decode(_:one:list:)`: a case whose input holds one value or
//   a list of them; `[String: WorkbookJSON].setting(_:to:)`, `.removing(_:)`:
//   a generator's object changed in one expression.
// - In WorkbookSupport.swift, `WorkbookRandom`'s `array`, `words`,
//   `inserting`, `placed` and `oneOrList`: n values, a few words, a value
//   among plain neighbours; at the end of this file, `uuid()` and `subset(_:)`:
//   a UUID as JSON writes it, items kept each on a coin flip.
// - `DecodingError.workbookKind`, `.workbookPath`: a thrown error's kind and
//   coding path, for a harness that returns errors as data.
// - `WorkbookHarnessFault`: the harness cannot go on (a case's input it cannot
//   read, an answer's value it cannot use): kind "other", never a DecodingError.
// - `WorkbookCoding<Item>`: a case that decodes a value or encodes some where
//   its "wrap" places them, a harness's `Input` and its generator's cases
//   alike (`place(object:key:)`, `run(_:in:describe:make:)`); and
//   `WorkbookCases.rounds(_:rules:places:)`: rounds with a place that turns.
import Foundation

// MARK: - Typed harness

/// A harness whose case input is a Decodable `Input` and whose result is
/// Encodable. The case's `input` (cases.json, or a generator's) is decoded
/// as `Input`: a struct whose fields name the parts of the input, with
/// `WorkbookJSON` for the JSON under test, which reaches the answer as it was
/// written. An input the harness cannot read is a `WorkbookHarnessFault`, never
/// a `DecodingError` an answer could be blamed for. Errors `run` throws (the
/// answer's) propagate, so the grader reports their kind; the result is
/// encoded with a plain `JSONEncoder`, so a `WorkbookJSON` result is the JSON
/// it holds and an optional field that is nil is left out (use
/// `WorkbookJSON.null` or ``WorkbookNullable`` to write `null`).
protocol TypedHarness {
    associatedtype Input: Decodable
    associatedtype Output: Encodable
    static func run(_ input: Input) throws -> Output
}

extension TypedHarness {
    /// The driver's entry (Harness/main.swift): the case's input as JSON,
    /// the result as the JSON it encodes to.
    static func run(json input: WorkbookJSON) throws -> WorkbookJSON {
        let typed: Input
        do {
            if let same = input as? Input {
                typed = same
            } else {
                // The input's JSON values are taken from `input`, not decoded again.
                let decoder = JSONDecoder()
                decoder.userInfo[WorkbookJSON.wholeInput] = input
                typed = try decoder.decode(Input.self, from: input.data)
            }
        } catch {
            throw WorkbookHarnessFault("the case's input does not fit the harness's Input (\(error)); fix the case's \"input\"")
        }
        let result = try run(typed)
        if let json = result as? WorkbookJSON { return json }
        return try WorkbookJSON(parsing: JSONEncoder().encode(result))
    }

    /// The untyped entry an older harness declares itself: the case's input
    /// as JSONSerialization reads it, the result as it writes it.
    static func run(_ input: Any) throws -> Any {
        let json: WorkbookJSON
        do {
            json = try WorkbookJSON(plain: input)
        } catch {
            throw WorkbookHarnessFault("the case's input does not fit the harness's Input (\(error)); fix the case's \"input\"")
        }
        return try run(json: json).plain
    }
}

/// The harness cannot go on: a case's input it cannot read (a fault in the
/// exercise's cases or generator) or an answer's value it cannot use,
/// reported in the harness's words as an error of kind "other".
struct WorkbookHarnessFault: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension DecodingError {
    /// The kind as the grader names it ("keyNotFound", "typeMismatch",
    /// "valueNotFound", "dataCorrupted"): for a harness that returns a
    /// thrown error as data, `["thrown": WorkbookJSON(error.workbookKind)]`.
    var workbookKind: String {
        switch self {
        case .keyNotFound: "keyNotFound"
        case .typeMismatch: "typeMismatch"
        case .valueNotFound: "valueNotFound"
        case .dataCorrupted: "dataCorrupted"
        @unknown default: "unknown"
        }
    }

    /// The string values of the error's coding path (empty for an unknown kind).
    var workbookPath: [String] {
        switch self {
        case let .keyNotFound(_, context), let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            context.codingPath.map(\.stringValue)
        @unknown default: []
        }
    }
}

// MARK: - Any JSON value

/// Any JSON value. Decoded, it records what the decoder saw (object keys as
/// the decoder's key strategy reports them, in sorted order); encoded, it
/// writes itself (keys through the encoder's key strategy). Write one with
/// literals: `["id": "a", "count": 3, "tags": ["x"], "note": .null]`.
enum WorkbookJSON: Codable, Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case object([(String, WorkbookJSON)])
    case array([WorkbookJSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: WorkbookJSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, WorkbookJSON)...) { self = .object(elements) }

    /// `value` encoded with `encoder` (a plain one by default): what it wrote.
    /// Encoding errors (the answer's `encode(to:)`) propagate.
    init<Value: Encodable>(encoding value: Value, with encoder: JSONEncoder = JSONEncoder()) throws {
        try self.init(parsing: encoder.encode(value))
    }

    /// A plain value as JSON (a generator's number, string, array or
    /// dictionary of them): `WorkbookJSON(random.int(in: 0...9))`.
    init<Value: Encodable>(_ value: Value) {
        // Plain values (no custom encode(to:)) encode without error.
        self = (try? WorkbookJSON(encoding: value)) ?? .null
    }

    /// The JSON text `data` holds (any top-level value), read as
    /// JSONSerialization reads it: of keys written twice, the last.
    init(parsing data: Data) throws {
        try self.init(plain: JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    /// The value as JSON text, object keys in the order held.
    var data: Data {
        // Encoding a WorkbookJSON with a plain encoder cannot fail.
        (try? JSONEncoder().encode(self)) ?? Data("null".utf8)
    }

    /// What JSONSerialization reads (NSNull, NSNumber, String, arrays and
    /// dictionaries of them) as a WorkbookJSON, object keys sorted.
    init(plain object: Any) throws {
        switch object {
        case is NSNull: self = .null
        case let text as String: self = .string(text)
        case let flag as Bool where !(object is NSNumber): self = .bool(flag)
        case let number as NSNumber:
            if type(of: number) == Self.booleanClass { self = .bool(number.boolValue); return }
            let kind = String(cString: number.objCType)
            if kind != "d" && kind != "f", let whole = Int(exactly: number.int64Value), NSNumber(value: whole) == number { self = .integer(whole); return }
            self = .number(number.doubleValue)
        case let whole as Int: self = .integer(whole)
        case let value as Double: self = .number(value)
        case let items as [Any]: self = .array(try items.map(WorkbookJSON.init(plain:)))
        case let fields as [String: Any]: self = .object(try fields.keys.sorted().map { ($0, try WorkbookJSON(plain: fields[$0]!)) })
        default: throw WorkbookHarnessFault("\(type(of: object)) is not a JSON value")
        }
    }

    /// The value as JSONSerialization's objects.
    var plain: Any {
        switch self {
        case let .object(fields): Dictionary(fields.map { ($0.0, $0.1.plain) }, uniquingKeysWith: { _, last in last })
        case let .array(items): items.map(\.plain)
        case let .string(text): text
        case let .integer(whole): whole
        case let .number(value): value
        case let .bool(flag): flag
        case .null: NSNull()
        }
    }

    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    /// Where ``TypedHarness`` leaves the whole input for the decoding of
    /// its `Input`, so that a `WorkbookJSON` field is taken from it whole.
    static let wholeInput = CodingUserInfoKey(rawValue: "workbookWholeInput")!

    /// The value at `path` below this one, if there is one.
    private func value(at path: [CodingKey]) -> WorkbookJSON? {
        var current = self
        for key in path {
            switch current {
            case let .array(items):
                guard let index = key.intValue, items.indices.contains(index) else { return nil }
                current = items[index]
            case .object:
                guard let next = current[key.stringValue] else { return nil }
                current = next
            default:
                return nil
            }
        }
        return current
    }

    /// Decodes this JSON as `T` with `decoder` (a plain one by default):
    /// the answer's decoding errors propagate.
    func decode<T: Decodable>(_ type: T.Type, with decoder: JSONDecoder = JSONDecoder()) throws -> T {
        try decoder.decode(T.self, from: data)
    }

    /// Decodes this JSON as `T` where `wrap` places it — alone, as an array
    /// of `T`, or under a key of an object — and describes each value: the
    /// result is one description, or an array of them for `.array`.
    func decode<T: Decodable, Description: Encodable>(_ type: T.Type, wrap: WorkbookWrap, with decoder: JSONDecoder = JSONDecoder(),
                                                      describe: (T) throws -> Description) throws -> WorkbookJSON {
        switch wrap {
        case .single: return try WorkbookJSON(encoding: describe(decode(T.self, with: decoder)))
        case .array: return try WorkbookJSON(encoding: decode([T].self, with: decoder).map(describe))
        case let .object(key): return try WorkbookJSON(encoding: describe(WorkbookJSON.object([(key, self)]).decode(WorkbookField<T>.self, with: decoder).value))
        }
    }

    /// Decodes `one` as one `T`, or else `list` as an array of them, and
    /// describes each: for a case whose input holds one value or a list
    /// (`{"record": …}` or `{"records": […]}`).
    static func decode<T: Decodable, Description: Encodable>(_ type: T.Type, one: WorkbookJSON?, list: WorkbookJSON?,
                                                             with decoder: JSONDecoder = JSONDecoder(),
                                                             describe: (T) throws -> Description) throws -> WorkbookJSON {
        if let one { return try one.decode(T.self, wrap: .single, with: decoder, describe: describe) }
        guard let list else { throw WorkbookHarnessFault("the case's input holds neither one value nor a list") }
        return try list.decode(T.self, wrap: .array, with: decoder, describe: describe)
    }

    /// Encodes `values` where `wrap` places them — the first alone, all as
    /// an array, or the first under a key of an object — and gives back the
    /// JSON the encoder wrote.
    static func encoding<T: Encodable>(_ values: [T], wrap: WorkbookWrap, with encoder: JSONEncoder = JSONEncoder()) throws -> WorkbookJSON {
        guard let first = values.first else { throw WorkbookHarnessFault("nothing to encode: the case's input lists no value") }
        switch wrap {
        case .single: return try WorkbookJSON(encoding: first, with: encoder)
        case .array: return try WorkbookJSON(encoding: values, with: encoder)
        case let .object(key): return try WorkbookJSON(encoding: WorkbookField(key: key, value: first), with: encoder)
        }
    }

    /// The value under `key` of an object (nil when absent or not an
    /// object). Set: replaces the key's value in place, or adds the key at
    /// the end; nil removes it. Setting on a value that is not an object
    /// makes it one.
    subscript(key: String) -> WorkbookJSON? {
        get {
            guard case let .object(fields) = self else { return nil }
            return fields.last { $0.0 == key }?.1
        }
        set {
            var fields: [(String, WorkbookJSON)] = []
            if case let .object(existing) = self { fields = existing }
            if let newValue {
                if let index = fields.firstIndex(where: { $0.0 == key }) { fields[index].1 = newValue } else { fields.append((key, newValue)) }
            } else {
                fields.removeAll { $0.0 == key }
            }
            self = .object(fields)
        }
    }

    /// An object's fields by key (nil when not an object).
    var fields: [String: WorkbookJSON]? {
        guard case let .object(pairs) = self else { return nil }
        return Dictionary(pairs, uniquingKeysWith: { _, last in last })
    }

    static func == (lhs: WorkbookJSON, rhs: WorkbookJSON) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.array(a), .array(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.integer(a), .integer(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    init(from decoder: Decoder) throws {
        if let whole = decoder.userInfo[Self.wholeInput] as? WorkbookJSON, let value = whole.value(at: decoder.codingPath) {
            self = value
            return
        }
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
            else if let flag = try? single.decode(Bool.self) { self = .bool(flag) }
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
        case let .bool(flag): var container = encoder.singleValueContainer(); try container.encode(flag)
        case .null: var container = encoder.singleValueContainer(); try container.encodeNil()
        }
    }
}

/// A generator's JSON object as a Swift dictionary, changed in one expression,
/// so that a case reads as "a good card without its text".
extension Dictionary where Key == String, Value == WorkbookJSON {
    /// This object with `value` under `key`: `card(&random).setting("power", to: "3")`.
    func setting(_ key: String, to value: WorkbookJSON) -> Self {
        var copy = self
        copy[key] = value
        return copy
    }

    /// This object without `keys`: `card(&random).removing("text")`.
    func removing(_ keys: String...) -> Self {
        filter { !keys.contains($0.key) }
    }
}

extension KeyedDecodingContainer {
    /// An input field of type `WorkbookJSON?` that is present and `null`
    /// is `.null`, not absent: `{"value": null}` is a case about null.
    func decodeIfPresent(_ type: WorkbookJSON.Type, forKey key: Key) throws -> WorkbookJSON? {
        guard contains(key) else { return nil }
        return try decode(WorkbookJSON.self, forKey: key)
    }
}

/// Where a value under test sits in the JSON document: alone (a top-level
/// value), as the elements of a top-level array, or under a key of an object.
/// Decodable from a case's `"single"`, `"array"` or `"object"` (the key
/// `"value"`); a harness that names its own key uses `.object("key")`.
enum WorkbookWrap: Decodable, Equatable, Sendable {
    case single
    case array
    case object(String)

    init(from decoder: Decoder) throws {
        switch try decoder.singleValueContainer().decode(String.self) {
        case "single": self = .single
        case "array": self = .array
        case "object": self = .object("value")
        case let other: throw WorkbookHarnessFault("unknown wrap '\(other)': write \"single\", \"array\" or \"object\"")
        }
    }
}

extension DateFormatter {
    /// A formatter of `format` in UTC with the POSIX locale, so dates read
    /// and print the same on every machine: `.workbookUTC("yyyy-MM-dd HH:mm:ss")`.
    static func workbookUTC(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = format
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }
}

/// How a case names a coder's key strategy: `"keys": "default" | "snake"`.
enum WorkbookKeys: String, Codable, Sendable {
    case `default`, snake
}

/// How a case names a coder's date strategy:
/// `"dates": "deferred" | "iso8601" | "secondsSince1970"`.
enum WorkbookDates: String, Codable, Sendable {
    case deferred, iso8601, secondsSince1970
}

/// How a case names an encoder's output formatting:
/// `"formatting": ["pretty", "sorted", "noslashes"]`.
enum WorkbookFormatting: String, Codable, Sendable {
    case pretty, sorted, noslashes
}

extension JSONEncoder {
    /// An encoder with a case's settings; nil is the encoder's default.
    convenience init(keys: WorkbookKeys?, dates: WorkbookDates? = nil, formatting: [WorkbookFormatting]? = nil) {
        self.init()
        if keys == .snake { keyEncodingStrategy = .convertToSnakeCase }
        switch dates ?? .deferred {
        case .deferred: dateEncodingStrategy = .deferredToDate
        case .iso8601: dateEncodingStrategy = .iso8601
        case .secondsSince1970: dateEncodingStrategy = .secondsSince1970
        }
        var options: JSONEncoder.OutputFormatting = []
        for option in formatting ?? [] {
            switch option {
            case .pretty: options.insert(.prettyPrinted)
            case .sorted: options.insert(.sortedKeys)
            case .noslashes: options.insert(.withoutEscapingSlashes)
            }
        }
        outputFormatting = options
    }
}

extension JSONDecoder {
    /// A decoder with a case's settings; nil is the decoder's default.
    convenience init(keys: WorkbookKeys?, dates: WorkbookDates? = nil) {
        self.init()
        if keys == .snake { keyDecodingStrategy = .convertFromSnakeCase }
        switch dates ?? .deferred {
        case .deferred: dateDecodingStrategy = .deferredToDate
        case .iso8601: dateDecodingStrategy = .iso8601
        case .secondsSince1970: dateDecodingStrategy = .secondsSince1970
        }
    }
}

/// One value under one key, whatever the key is called: `{"<key>": value}`.
/// The answer's code sees the key in its coding path, as it would in a
/// struct's property.
struct WorkbookField<Value> {
    let key: String
    let value: Value
}

extension WorkbookField: Decodable where Value: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: WorkbookKey.self)
        guard let key = container.allKeys.first else { throw WorkbookHarnessFault("a wrapped value needs an object with one key") }
        self.key = key.stringValue
        value = try container.decode(Value.self, forKey: key)
    }
}

extension WorkbookField: Encodable where Value: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: WorkbookKey.self)
        try container.encode(value, forKey: WorkbookKey(stringValue: key))
    }
}

/// Values under keys, encoded in this order through a keyed container:
/// `WorkbookObject([("line1", a), ("line2", b)])`.
struct WorkbookObject<Value: Encodable>: Encodable {
    let fields: [(String, Value)]
    init(_ fields: [(String, Value)]) { self.fields = fields }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: WorkbookKey.self)
        for (key, value) in fields { try container.encode(value, forKey: WorkbookKey(stringValue: key)) }
    }
}

/// An optional that encodes nil as `null` rather than leaving its key out,
/// for results that show a missing value: `@WorkbookNullable var flavor: String?`.
@propertyWrapper
struct WorkbookNullable<Value: Encodable>: Encodable {
    var wrappedValue: Value?
    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

/// A key as JSONEncoder and JSONDecoder make them: named, or an array index
/// (named "Index N").
struct WorkbookKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }
    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// A case's path of keys, `["book-info", 0, "title"]`: strings are names,
/// numbers array indices.
struct WorkbookKeyPath: Decodable {
    let keys: [WorkbookKey]
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var keys: [WorkbookKey] = []
        while !container.isAtEnd {
            if let index = try? container.decode(Int.self) { keys.append(WorkbookKey(intValue: index)) }
            else { keys.append(WorkbookKey(stringValue: try container.decode(String.self))) }
        }
        self.keys = keys
    }
}

// MARK: - Generated cases, typed

/// What of a generated case's result is compared (cases.json's `"compare"`,
/// docs/EXERCISE-FORMAT.md): paths such as `"$"`, `"$.updates"`, `"$[]"`.
struct WorkbookCompare: Encodable, Sendable {
    var only: [String]? = nil
    var unordered: [String]? = nil
    var ignoreCase: Bool? = nil
    var anyValue: [String]? = nil
    /// Only the kind of value (a number, a text…) is compared there.
    var kindOnly: [String]? = nil
    /// A number and a text compare by their text there.
    var asText: [String]? = nil
    /// The result is read as an object from each key, at any depth, to its values.
    var byKey: Bool? = nil
    /// Keys compare by their words alone (no case, `_` or `-`).
    var anyKeySpelling: Bool? = nil
    /// Numbers within this much of each other are equal.
    var tolerance: Double? = nil

    /// Arrays at `paths` compare in any order.
    static func unordered(_ paths: String...) -> WorkbookCompare { WorkbookCompare(unordered: paths) }
    /// Only the parts at `paths` are compared.
    static func only(_ paths: String...) -> WorkbookCompare { WorkbookCompare(only: paths) }
}

/// A generator's cases, built in order: each has a rule number (the
/// exercise's rules block says what it checks; its text is not repeated
/// here), a name, and an Encodable input.
struct WorkbookCases {
    /// How a case's name says it was generated.
    enum Naming {
        /// "<name> #N", N counting from 1 over all cases.
        case numbered
        /// "<name> (generated N)".
        case generated
        /// The name as given (it must be unique).
        case plain
    }

    private(set) var all: [WorkbookGeneratedCase] = []
    let naming: Naming
    /// What the cases of a rule compare, when `add` is given no `compare`.
    let comparing: [Int: WorkbookCompare]
    /// The rules that name no kind of `DecodingError`: their cases pass any.
    let anyDecodingError: Set<Int>

    /// `comparing` and `anyDecodingError` say once, by rule, what each case of
    /// that rule would otherwise repeat:
    /// `WorkbookCases(comparing: [6: .only("$.text")], anyDecodingError: [5])`.
    init(naming: Naming = .numbered, comparing: [Int: WorkbookCompare] = [:], anyDecodingError: Set<Int> = []) {
        self.naming = naming
        self.comparing = comparing
        self.anyDecodingError = anyDecodingError
    }

    /// One case per rule, round after round: `for (round, rule) in
    /// WorkbookCases.rounds(3, rules: 1...6)` is (0, 1), (0, 2), … (2, 6).
    static func rounds(_ count: Int, rules: ClosedRange<Int>) -> [(round: Int, rule: Int)] {
        (0..<count).flatMap { round in rules.map { (round: round, rule: $0) } }
    }

    /// Adds one case. `compare`: what of its result is compared (default:
    /// its rule's in `comparing`, else all). `anyDecodingError`: any
    /// `DecodingError` passes when the reference throws one (the rule names
    /// no kind; default: whether its rule is in `anyDecodingError`).
    mutating func add<Input: Encodable>(_ rule: Int, _ name: String, _ input: Input, compare: WorkbookCompare? = nil,
                                        anyDecodingError anyError: Bool? = nil) {
        append(rule, name, input, compare: compare, anyError: anyError)
    }

    /// Adds one case whose input is JSON written as literals: nested
    /// dictionary and array literals (`["kit": ["name": .string(name),
    /// "parts": .array(parts)]]`) are `WorkbookJSON` with no annotation.
    mutating func add(_ rule: Int, _ name: String, _ input: WorkbookJSON, compare: WorkbookCompare? = nil,
                      anyDecodingError anyError: Bool? = nil) {
        append(rule, name, input, compare: compare, anyError: anyError)
    }

    private mutating func append<Input: Encodable>(_ rule: Int, _ name: String, _ input: Input, compare: WorkbookCompare?, anyError: Bool?) {
        let label: String
        switch naming {
        case .numbered: label = "\(name) #\(all.count + 1)"
        case .generated: label = "\(name) (generated \(all.count + 1))"
        case .plain: label = name
        }
        all.append(WorkbookGeneratedCase(name: label, rule: rule, input: input, compare: compare ?? comparing[rule],
                                         anyDecodingError: anyError ?? anyDecodingError.contains(rule)))
    }
}

extension WorkbookGeneratedCase {
    /// A typed case: its input and what is compared as Encodable values.
    init<Input: Encodable>(name: String, rule: Int, input: Input, compare: WorkbookCompare? = nil, anyDecodingError: Bool = false) {
        self.name = name
        self.rule = rule
        // An input that does not encode is written as null, as before.
        self.input = (try? WorkbookJSON(encoding: input)) ?? .null
        self.anyDecodingError = anyDecodingError
        self.compare = compare.flatMap { compare in
            guard let json = try? WorkbookJSON(encoding: compare), case .object = json else { return nil }
            return json
        }
    }
}

// MARK: - Generated values: UUIDs and coin-flip subsets

extension WorkbookRandom {
    /// A UUID as a JSON document writes it: 32 lower-case hexadecimal digits
    /// grouped 8-4-4-4-12, any digits (`UUID(uuidString:)` reads them all).
    /// Draws the digits in order, each `int(in: 0...15)`.
    mutating func uuid() -> String {
        let digits = (0..<32).map { _ in String(int(in: 0...15), radix: 16) }
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { digits[$0].joined() }.joined(separator: "-")
    }

    /// Each of `items` kept or left out on a coin flip, in their order: an
    /// encoder's formatting options, a record's optional keys. Draws one
    /// `bool()` per item, in order.
    mutating func subset<T>(_ items: [T]) -> [T] {
        items.filter { _ in bool() }
    }
}

// MARK: - Decode-or-encode cases: WorkbookCoding, WorkbookCases.rounds(_:rules:places:)

/// A case that decodes a value, or encodes some, in the place its "wrap"
/// names: `{"decode": <JSON>, "wrap": "array"}` or `{"encode": [<item>, …],
/// "wrap": "single"}`. "wrap" is "single" (also when absent), "array", or
/// the exercise's own word for one value under a key ("object",
/// "sighting"). A harness takes it as its `Input` and its generator builds
/// its cases as the same type, so both read one form.
struct WorkbookCoding<Item: Codable>: Codable {
    var decode: WorkbookJSON? = nil
    var encode: [Item]? = nil
    var wrap: String? = nil

    /// The place "wrap" names: `.single`, `.array`, or `.object(key)` for
    /// `word`; another word is the case's fault (the harness's, kind "other").
    func place(object word: String, key: String) throws -> WorkbookWrap {
        switch wrap ?? "single" {
        case "single": return .single
        case "array": return .array
        case word: return .object(key)
        case let other: throw WorkbookHarnessFault("unknown wrap '\(other)': write \"single\", \"array\" or \"\(word)\"")
        }
    }

    /// Decodes "decode" as `T` in `place` and describes each, as
    /// `WorkbookJSON.decode(_:wrap:with:describe:)`; without "decode", makes
    /// a `T` of each item of "encode" and encodes them there, as
    /// `WorkbookJSON.encoding(_:wrap:with:)`. The answer's errors propagate.
    func run<T: Codable, Description: Encodable>(_ type: T.Type, in place: WorkbookWrap, describe: (T) throws -> Description,
                                                 make: (Item) throws -> T) throws -> WorkbookJSON {
        if let decode { return try decode.decode(T.self, wrap: place, describe: describe) }
        return try WorkbookJSON.encoding(encode?.map(make) ?? [], wrap: place)
    }
}

extension WorkbookCases {
    /// One case per rule, round after round, each with a place that turns
    /// with them: `places[(round + rule) % places.count]`, so each rule meets
    /// each place over as many rounds as there are places. Draws nothing.
    static func rounds(_ count: Int, rules: ClosedRange<Int>, places: [String]) -> [(round: Int, rule: Int, place: String)] {
        rounds(count, rules: rules).map { ($0.round, $0.rule, places[($0.round + $0.rule) % places.count]) }
    }
}
