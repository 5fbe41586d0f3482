import Foundation

/// What of a case's result is compared, declared in the case's data
/// (`"compare"` in cases.json or in a generator's case), so that a case
/// checks only what its rule fixes (docs/EXERCISE-FORMAT.md):
///
/// ```json
/// "compare": {"only": ["$.updates[].volume"], "unordered": ["$.updates"], "ignoreCase": true}
/// ```
///
/// - `only`: the parts of the result that are compared, as paths in the
///   verdict's notation (`$` the whole result, `.key` a key's value, `[]`
///   every element of an array); everything else is left out of both sides.
///   Absent: the whole result.
/// - `unordered`: arrays whose elements compare in any order (as multisets).
/// - `ignoreCase`: letters compare without their case, in strings and in
///   object keys.
/// - `anyValue`: parts whose presence is compared but not their value
///   (another rule fixes it): where the path leads to a value, on either
///   side, it is replaced by one mark, so a missing or extra key still
///   differs and a wrong value there does not.
///
/// Both the expected and the actual result are brought to this form, then
/// compared as before; a verdict's paths are those of the compared form.
public struct CaseComparison: Sendable, Codable, Equatable {
    public var only: [String]?
    public var unordered: [String]?
    public var ignoreCase: Bool?
    public var anyValue: [String]?

    public init(only: [String]? = nil, unordered: [String]? = nil, ignoreCase: Bool? = nil, anyValue: [String]? = nil) {
        self.only = only
        self.unordered = unordered
        self.ignoreCase = ignoreCase
        self.anyValue = anyValue
    }

    enum CodingKeys: String, CodingKey { case only, unordered, ignoreCase, anyValue }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        only = try container.decodeIfPresent([String].self, forKey: .only)
        unordered = try container.decodeIfPresent([String].self, forKey: .unordered)
        ignoreCase = try container.decodeIfPresent(Bool.self, forKey: .ignoreCase)
        anyValue = try container.decodeIfPresent([String].self, forKey: .anyValue)
        for (key, paths) in [(CodingKeys.only, only), (.unordered, unordered), (.anyValue, anyValue)] {
            for path in paths ?? [] where Self.steps(path) == nil {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription:
                    "'\(path)' is not a path: write '$', then '.key' or '[]' steps, such as '$.updates[].date'")
            }
        }
    }

    /// The value a comparison looks at: `value` with only the compared
    /// parts kept, unordered arrays sorted, and letters folded to lower
    /// case when case is ignored.
    public func normalised(_ value: JSONValue) -> JSONValue {
        var result = value
        for path in (anyValue ?? []).compactMap(Self.steps) { result = Self.marked(result, at: path[...]) }
        if let only {
            let kept = only.compactMap(Self.steps).compactMap { Self.project(result, $0) }
            result = kept.dropFirst().reduce(kept.first ?? .object([:]), Self.merge)
        }
        if ignoreCase == true { result = Self.folded(result) }
        for path in (unordered ?? []).compactMap(Self.steps) { result = Self.sorted(result, at: path[...]) }
        return result
    }

    enum Step: Equatable {
        case key(String)
        case elements
    }

    /// `$.a[].b` as its steps, or nil when it is not a path.
    static func steps(_ path: String) -> [Step]? {
        guard path.hasPrefix("$") else { return nil }
        var steps: [Step] = []
        var rest = path.dropFirst()
        while !rest.isEmpty {
            if rest.hasPrefix("[]") {
                steps.append(.elements)
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix(".") {
                let name = rest.dropFirst().prefix { $0 != "." && $0 != "[" }
                guard !name.isEmpty else { return nil }
                steps.append(.key(String(name)))
                rest = rest.dropFirst(1 + name.count)
            } else {
                return nil
            }
        }
        return steps
    }

    /// The part of `value` at `steps`, inside the objects and arrays that
    /// lead to it; nil when it is not there.
    static func project(_ value: JSONValue, _ steps: [Step]) -> JSONValue? {
        guard let step = steps.first else { return value }
        switch (step, value) {
        case let (.key(name), .object(fields)):
            return fields[name].flatMap { project($0, Array(steps.dropFirst())) }.map { .object([name: $0]) }
        case let (.elements, .array(items)):
            return .array(items.map { project($0, Array(steps.dropFirst())) ?? .object([:]) })
        default:
            return nil
        }
    }

    /// Two projections of one value, joined.
    static func merge(_ left: JSONValue, _ right: JSONValue) -> JSONValue {
        switch (left, right) {
        case let (.object(a), .object(b)):
            return .object(a.merging(b) { merge($0, $1) })
        case let (.array(a), .array(b)) where a.count == b.count:
            return .array(zip(a, b).map { merge($0, $1) })
        default:
            return left
        }
    }

    static func folded(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .string(text): return .string(text.lowercased())
        case let .array(items): return .array(items.map(folded))
        case let .object(fields):
            return .object(Dictionary(fields.map { ($0.key.lowercased(), folded($0.value)) }) { first, _ in first })
        default: return value
        }
    }

    /// What stands in for a value whose presence alone is compared.
    static let presentMark = JSONValue.string("(present; its value is another rule's)")

    /// `value` with whatever is at `path` (under every `[]` on the way)
    /// replaced by ``presentMark``.
    static func marked(_ value: JSONValue, at path: ArraySlice<Step>) -> JSONValue {
        rewritten(value, at: path) { _ in presentMark }
    }

    /// `value` with the array at `path` (and any under `[]` on the way)
    /// sorted by each element's JSON text.
    static func sorted(_ value: JSONValue, at path: ArraySlice<Step>) -> JSONValue {
        rewritten(value, at: path) { found in
            guard case let .array(items) = found else { return found }
            return .array(items.map { ($0, $0.canonicalText) }.sorted { $0.1 < $1.1 }.map(\.0))
        }
    }

    /// `value` with `change` applied to what is at `path` (under every `[]`
    /// on the way); unchanged where the path leads nowhere.
    static func rewritten(_ value: JSONValue, at path: ArraySlice<Step>, _ change: (JSONValue) -> JSONValue) -> JSONValue {
        guard let step = path.first else { return change(value) }
        switch (step, value) {
        case let (.key(name), .object(fields)):
            guard let child = fields[name] else { return value }
            var changed = fields
            changed[name] = rewritten(child, at: path.dropFirst(), change)
            return .object(changed)
        case let (.elements, .array(items)):
            return .array(items.map { rewritten($0, at: path.dropFirst(), change) })
        default:
            return value
        }
    }
}

extension JSONValue {
    /// JSON text with sorted keys: equal values have equal text.
    var canonicalText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? description
    }
}
