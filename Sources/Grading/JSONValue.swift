import Foundation

/// A JSON value, compared as a value: object key order and white space do
/// not matter, numbers compare by value (`3` equals `3.0`).
public enum JSONValue: Sendable, Equatable, Codable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

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
        }
    }

    /// Parses JSON text (any top-level value).
    public static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Compact JSON with sorted keys: stable text for messages and hashing.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }

    /// Indented JSON with sorted keys, for showing expected and actual values.
    public var pretty: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }

    /// The first place where `other` differs from `self`, as a path like
    /// `$.address.zip`, with both values there.
    public func firstDifference(from other: JSONValue, path: String = "$") -> (path: String, expected: JSONValue?, actual: JSONValue?)? {
        switch (self, other) {
        case let (.object(expected), .object(actual)):
            for key in Set(expected.keys).union(actual.keys).sorted() {
                let childPath = path + "." + key
                guard let wanted = expected[key] else { return (childPath, nil, actual[key]) }
                guard let got = actual[key] else { return (childPath, wanted, nil) }
                if let difference = wanted.firstDifference(from: got, path: childPath) { return difference }
            }
            return nil
        case let (.array(expected), .array(actual)):
            for index in 0..<max(expected.count, actual.count) {
                let childPath = "\(path)[\(index)]"
                guard index < expected.count else { return (childPath, nil, actual[index]) }
                guard index < actual.count else { return (childPath, expected[index], nil) }
                if let difference = expected[index].firstDifference(from: actual[index], path: childPath) { return difference }
            }
            return nil
        default:
            return self == other ? nil : (path, self, other)
        }
    }
}
