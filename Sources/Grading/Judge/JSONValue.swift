import Foundation
import TextSafety

/// A JSON value, compared as a value: object key order and white space do
/// not matter, numbers compare by value (`3` equals `3.0`), and strings and
/// keys compare by their Unicode scalars, exactly: `"é"` written as one
/// scalar (NFC) is not `"e"` followed by a combining accent (NFD), though
/// Swift's `String` calls them equal.
public enum JSONValue: Sendable, Equatable, Codable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    /// A string the grader opened with an exercise's key: its clear text
    /// (``SealedStrings``). Only the grader makes it, in its own process;
    /// no JSON text parses to it, so a result cannot claim it. Written as
    /// `{"sealed": clear text}`.
    case sealed(String)
    /// A secret field whose string did not open: written in clear
    /// (``SealedStrings``). Written as `{"clear": text}`.
    case clear(String)

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)), let (.sealed(a), .sealed(b)), let (.clear(a), .clear(b)): exactlyEqual(a, b)
        case let (.array(a), .array(b)): a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
        case let (.object(a), .object(b)):
            // Canonically equivalent keys are one key of a Swift dictionary:
            // compare the spelling each dictionary holds too.
            a.count == b.count && a.allSatisfy { key, value in
                guard let index = b.index(forKey: key) else { return false }
                return exactlyEqual(key, b[index].key) && value == b[index].value
            }
        default: false
        }
    }

    /// The same Unicode scalars in the same order (Swift's `==` on strings
    /// is canonical equivalence, which a rule saying "exactly" does not allow).
    static func exactlyEqual(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value):
            if value.rounded() == value, abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        case let .sealed(value): try container.encode(["sealed": value])
        case let .clear(value): try container.encode(["clear": value])
        }
    }

    /// Parses JSON text (any top-level value).
    public static func parse(_ data: Data) throws -> JSONValue {
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        guard let value = JSONValue(jsonObject: object) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a JSON value: \(type(of: object))"))
        }
        return value
    }

    /// The value of what `JSONSerialization` made, without a round trip
    /// through text: nil for anything that is not one of its objects.
    public init?(jsonObject object: Any) {
        switch object {
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let number as NSNumber:
            // JSON's true and false arrive as the boolean NSNumber class;
            // every other number as a plain NSNumber.
            self = type(of: number) == JSONValue.booleanClass ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]:
            var values: [JSONValue] = []
            values.reserveCapacity(array.count)
            for element in array {
                guard let value = JSONValue(jsonObject: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let dictionary as [String: Any]:
            var values: [String: JSONValue] = [:]
            values.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                guard let value = JSONValue(jsonObject: element) else { return nil }
                values[key] = value
            }
            self = .object(values)
        default: return nil
        }
    }

    private static let booleanClass: AnyClass = type(of: NSNumber(value: true))

    /// Compact JSON with sorted keys: stable text for messages and hashing.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }

    /// Indented JSON with sorted keys, for showing expected and actual values.
    /// An empty array or object is written `[]` or `{}` (Foundation's encoder
    /// on Linux writes it over three lines, the middle one blank). A line
    /// break in the text is always layout: strings hold theirs escaped.
    public var pretty: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let text = (try? encoder.encode(self)).map({ String(decoding: $0, as: UTF8.self) }) else { return "?" }
        return text
            .replacingOccurrences(of: #"\[\n[ ]*\n[ ]*\]"#, with: "[]", options: .regularExpression)
            .replacingOccurrences(of: #"\{\n[ ]*\n[ ]*\}"#, with: "{}", options: .regularExpression)
    }

    /// The first place where `other` differs from `self`, as a path like
    /// `$.address.zip`, with both values there; numbers that differ by at
    /// most `tolerance` are equal.
    /// `before`: the order places are looked at in (by their paths), where
    /// not by key: the order a verdict shows them in, so that the first
    /// difference named is the first one shown.
    /// A key as a step of a verdict's path: `.key`; or, for a key that an
    /// answer could make pass for something else (a line break, a quote, a
    /// backslash, a control or direction mark) or longer than
    /// `CaseMessage.keyLimit` scalars, a JSON string in brackets, `["…"]`,
    /// cut to that length.
    public static func pathStep(forKey key: String) -> String {
        isPlainKey(key) ? "." + key : "[" + quotedKey(key) + "]"
    }

    /// Whether a key is shown as written: short, and nothing in it that
    /// could pass for something else (`pathStep(forKey:)`).
    public static func isPlainKey(_ key: String) -> Bool {
        key.unicodeScalars.count <= CaseMessage.keyLimit && SafeText.isClean(key) && !key.contains("\"") && !key.contains("\\")
    }

    /// A key written as a JSON string, cut to `CaseMessage.keyLimit` scalars
    /// (the note of how many more outside the quotes).
    public static func quotedKey(_ key: String) -> String {
        let count = key.unicodeScalars.count
        guard count > CaseMessage.keyLimit else { return JSONValue.string(key).description }
        return JSONValue.string(CaseMessage.scalarPrefix(key, CaseMessage.keyLimit)).description + "… (\(count - CaseMessage.keyLimit) more characters)"
    }

    public func firstDifference(from other: JSONValue, path: String = "$", tolerance: Double = 0,
                                before: ((String, String) -> Bool)? = nil) -> (path: String, expected: JSONValue?, actual: JSONValue?)? {
        switch (self, other) {
        case let (.object(expected), .object(actual)):
            let keys = Set(expected.keys).union(actual.keys)
            for key in before.map({ before in keys.sorted { before(path + "." + $0, path + "." + $1) } }) ?? keys.sorted() {
                let childPath = path + Self.pathStep(forKey: key)
                guard let wanted = expected.index(forKey: key).map({ expected[$0] }) else { return (childPath, nil, actual[key]) }
                guard let got = actual.index(forKey: key).map({ actual[$0] }) else { return (childPath, wanted.value, nil) }
                // The same key to Swift, spelt with other scalars: a key the
                // expected object does not have.
                if !Self.exactlyEqual(wanted.key, got.key) { return (path + Self.pathStep(forKey: got.key), nil, got.value) }
                if let difference = wanted.value.firstDifference(from: got.value, path: childPath, tolerance: tolerance, before: before) { return difference }
            }
            return nil
        case let (.array(expected), .array(actual)):
            for index in 0..<max(expected.count, actual.count) {
                let childPath = "\(path)[\(index)]"
                guard index < expected.count else { return (childPath, nil, actual[index]) }
                guard index < actual.count else { return (childPath, expected[index], nil) }
                if let difference = expected[index].firstDifference(from: actual[index], path: childPath, tolerance: tolerance, before: before) { return difference }
            }
            return nil
        case let (.number(expected), .number(actual)) where tolerance > 0:
            return abs(expected - actual) <= tolerance ? nil : (path, self, other)
        default:
            return self == other ? nil : (path, self, other)
        }
    }
}
