import Foundation
import Literate

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
/// - `kindOnly`: parts whose presence and kind of JSON value (a number, a
///   text, an array…) are compared but not their value: nested-encoding's
///   rule 2 says `zip` is a number, and rule 8 which number.
/// - `asText`: parts where a number and a text compare by the number they
///   say (`97201`, `"97201"` and `"097201"` are equal): for a rule that
///   fixes a value but not whether it is written as a number (rule 8's
///   `zip`).
/// - `byKey`: the result is read as one object from each key, wherever it is
///   (at any depth), to the distinct values it holds there, in the
///   document's order:
///   for a rule about values or key spellings that does not fix where in the
///   document they are (nested-encoding's rules 5, 7 and 8, beside rules 1
///   to 3's shapes); its other paths then name those keys (`$.homePhone`).
/// - `anyKeySpelling`: object keys compare by their words alone, without
///   letter case, `_` or `-` (`contactInfo`, `contact_info` and
///   `contact-info` are one key), for a case whose rule does not fix how an
///   encoder's key strategy spells keys; its paths may name a key in any
///   of those spellings.
/// - `tolerance`: numbers compare equal when they differ by at most this
///   much (a `Float` read back as a `Double`); absent, numbers compare
///   exactly.
///
/// Both the expected and the actual result are brought to this form, then
/// compared (``firstDifference(expected:actual:)``); a verdict's paths are
/// those of the compared form. The declaration is also what the case's
/// rule owns of the result: `workbook verify` changes each part of the
/// expected value and proves that the comparison refuses every change to
/// an owned part and accepts every other (`OwnershipProof`).
public struct CaseComparison: Sendable, Codable, Equatable {
    public var only: [String]?
    public var unordered: [String]?
    public var ignoreCase: Bool?
    public var anyValue: [String]?
    public var kindOnly: [String]?
    public var asText: [String]?
    public var byKey: Bool?
    public var anyKeySpelling: Bool?
    public var tolerance: Double?

    public init(only: [String]? = nil, unordered: [String]? = nil, ignoreCase: Bool? = nil, anyValue: [String]? = nil,
                kindOnly: [String]? = nil, asText: [String]? = nil, byKey: Bool? = nil, anyKeySpelling: Bool? = nil, tolerance: Double? = nil) {
        self.only = only
        self.unordered = unordered
        self.ignoreCase = ignoreCase
        self.anyValue = anyValue
        self.kindOnly = kindOnly
        self.asText = asText
        self.byKey = byKey
        self.anyKeySpelling = anyKeySpelling
        self.tolerance = tolerance
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case only, unordered, ignoreCase, anyValue, kindOnly, asText, byKey, anyKeySpelling, tolerance }

    /// Any key of a comparison's object, to find a misspelt one.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        // A misspelt key would compare more than the author meant: refused.
        let all = try decoder.container(keyedBy: AnyKey.self)
        let known = CodingKeys.allCases.map(\.rawValue)
        for key in all.allKeys where !known.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: all, debugDescription: "unknown key '\(key.stringValue)'"
                + (closestMatch(to: key.stringValue, in: known).map { "; did you mean '\($0)'?" } ?? "") + " (a comparison's keys: \(known.joined(separator: ", ")))")
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        only = try container.decodeIfPresent([String].self, forKey: .only)
        unordered = try container.decodeIfPresent([String].self, forKey: .unordered)
        ignoreCase = try container.decodeIfPresent(Bool.self, forKey: .ignoreCase)
        anyValue = try container.decodeIfPresent([String].self, forKey: .anyValue)
        kindOnly = try container.decodeIfPresent([String].self, forKey: .kindOnly)
        asText = try container.decodeIfPresent([String].self, forKey: .asText)
        byKey = try container.decodeIfPresent(Bool.self, forKey: .byKey)
        anyKeySpelling = try container.decodeIfPresent(Bool.self, forKey: .anyKeySpelling)
        tolerance = try container.decodeIfPresent(Double.self, forKey: .tolerance)
        for (key, paths) in [(CodingKeys.only, only), (.unordered, unordered), (.anyValue, anyValue), (.kindOnly, kindOnly), (.asText, asText)] {
            for path in paths ?? [] where Self.steps(path) == nil {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription:
                    "'\(path)' is not a path: write '$', then '.key' or '[]' steps, such as '$.updates[].date'")
            }
        }
        if let tolerance, !(tolerance >= 0 && tolerance.isFinite) {
            throw DecodingError.dataCorruptedError(forKey: .tolerance, in: container, debugDescription: "a tolerance is a number of 0 or more, such as 0.0001")
        }
    }

    /// The value a comparison looks at: `value` with only the compared
    /// parts kept, unordered arrays sorted, and letters folded to lower
    /// case when case is ignored.
    public func normalised(_ value: JSONValue) -> JSONValue {
        var result = value
        let spelling = anyKeySpelling == true
        if spelling { result = Self.spelledAlike(result) }
        if byKey == true { result = Self.byKey(result) }
        func steps(_ path: String) -> [Step]? { Self.steps(path).map { spelling ? $0.map(Self.spelledAlike) : $0 } }
        for path in (asText ?? []).compactMap(steps) { result = Self.rewritten(result, at: path[...], Self.text) }
        for path in (kindOnly ?? []).compactMap(steps) { result = Self.rewritten(result, at: path[...], Self.kindMark) }
        for path in (anyValue ?? []).compactMap(steps) { result = Self.marked(result, at: path[...]) }
        if let only {
            let kept = only.compactMap(steps).compactMap { Self.project(result, $0) }
            result = kept.dropFirst().reduce(kept.first ?? .object([:]), Self.merge)
        }
        if ignoreCase == true { result = Self.folded(result) }
        for path in (unordered ?? []).compactMap(steps) { result = Self.sorted(result, at: path[...]) }
        return result
    }

    /// What a verdict says under a difference when the values it shows
    /// are the compared form, not the result as written: letters folded to
    /// lower case, arrays in any order shown sorted, keys spelt alike. Nil
    /// when the comparison shows values as they are.
    public var shownFormNote: String? { shownFormNote(naming: { $0 }) }

    /// The same note, each place named by `naming` (a path, or what the
    /// result reads there: ``SwiftSpelling/place(_:)``).
    public func shownFormNote(naming: (String) -> String) -> String? {
        var changes: [String] = []
        if ignoreCase == true { changes.append("letter case is ignored, so both are shown in lower case") }
        if let unordered, !unordered.isEmpty {
            changes.append("this rule does not fix the order of the elements at \(unordered.map(naming).joined(separator: ", ")) (another rule may), so both are shown sorted")
        }
        if byKey == true {
            changes.append("this rule does not fix where in the document a value stands, so each key's values are gathered from wherever they are, in the order written: a path names a key, then which of its values ([0] the first)")
        }
        if anyKeySpelling == true { changes.append("this rule does not fix how keys are spelt (letter case, `_`, `-`), so they are shown in lower case, without `_` or `-`") }
        guard !changes.isEmpty else { return nil }
        return "Compared as this case's rule fixes it: " + changes.joined(separator: "; ") + "."
    }

    /// `value` with its keys as the comparison reads them (spelt alike,
    /// gathered by key), before any part is kept or marked.
    public func normalisedKeys(_ value: JSONValue) -> JSONValue {
        var result = anyKeySpelling == true ? Self.spelledAlike(value) : value
        if byKey == true { result = Self.byKey(result) }
        return result
    }

    /// Where `actual` first differs from `expected` in what the comparison
    /// looks at (both normalised), with numbers within ``tolerance`` equal.
    public func firstDifference(expected: JSONValue, actual: JSONValue) -> (path: String, expected: JSONValue?, actual: JSONValue?)? {
        normalised(expected).firstDifference(from: normalised(actual), tolerance: tolerance ?? 0)
    }

    /// `value` as one object from each key, at any depth, to the distinct
    /// values it holds that are not objects (an object is read into instead;
    /// so is an array that holds one), keys in sorted order depth first.
    static func byKey(_ value: JSONValue) -> JSONValue {
        var found: [String: [JSONValue]] = [:]
        var pending: [JSONValue] = [value]
        // Depth first, without recursion: each container's children are
        // taken up before its later siblings.
        while let next = pending.popLast() {
            switch next {
            case let .object(fields):
                var children: [JSONValue] = []
                for key in fields.keys.sorted() {
                    let child = fields[key]!
                    switch child {
                    case .object where !Self.spellsSealedNotation(child): children.append(child)
                    case let .array(items) where items.contains(where: { if case .object = $0 { true } else { false } }): children.append(child)
                    default:
                        // The same value again under the same key (written
                        // twice, in two places) is one value.
                        if !(found[key] ?? []).contains(child) { found[key, default: []].append(child) }
                    }
                }
                pending += children.reversed()
            case let .array(items):
                pending += items.reversed()
            default:
                break
            }
        }
        return .object(found.mapValues { .array($0) })
    }

    /// Whether `value` is an object spelt as the grader's notation for a
    /// string it opened (`{"sealed": text}`, `{"clear": text}`): written by
    /// an answer, it is a value under its key (which then is present, and
    /// differs from a sealed string), never a container read into.
    static func spellsSealedNotation(_ value: JSONValue) -> Bool {
        SealedStrings.notation(value) != nil
    }

    /// A key without letter case, `_` or `-`: its words alone.
    public static func spelledAlike(_ key: String) -> String {
        String(key.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
    }

    static func spelledAlike(_ step: Step) -> Step {
        if case let .key(name) = step { return .key(spelledAlike(name)) }
        return step
    }

    /// `value` with every object key spelt alike (``spelledAlike(_:)``);
    /// of two keys spelt alike, the first in sorted order is kept.
    static func spelledAlike(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .array(items): return .array(items.map(spelledAlike))
        case let .object(fields):
            return .object(Dictionary(fields.sorted { $0.key < $1.key }.map { (spelledAlike($0.key), spelledAlike($0.value)) }) { first, _ in first })
        default: return value
        }
    }

    /// One step of a path: a key of an object, or every element of an array.
    public enum Step: Sendable, Hashable {
        case key(String)
        case elements
    }

    /// `$.a[].b` as its steps, or nil when it is not a path. A key that
    /// holds `.` or `[` is written in brackets and single quotes:
    /// `$.byName['page[number]']`.
    public static func steps(_ path: String) -> [Step]? {
        guard path.hasPrefix("$") else { return nil }
        var steps: [Step] = []
        var rest = path.dropFirst()
        while !rest.isEmpty {
            if rest.hasPrefix("[]") {
                steps.append(.elements)
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("['") {
                guard let end = rest.range(of: "']") else { return nil }
                let name = rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]
                guard !name.isEmpty else { return nil }
                steps.append(.key(String(name)))
                rest = rest[end.upperBound...]
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

    /// What stands in for a value whose kind alone is compared.
    static func kindMark(_ value: JSONValue) -> JSONValue {
        let kind = switch value {
        case .null: "null"
        case .bool: "a true or false"
        case .number: "a number"
        case .string, .sealed, .clear: "a text"
        case .array: "an array"
        case .object: "an object"
        }
        return .string("(\(kind); which one is another rule's)")
    }

    /// A number as its text (`97201`, `1.5`), and a text that reads as a
    /// number (`"97201"`, `"097201"`) as that number's text; any other value
    /// as it is.
    static func text(_ value: JSONValue) -> JSONValue {
        let number: Double
        switch value {
        case let .number(value): number = value
        case let .string(text):
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }), let value = Double(text) else { return value }
            number = value
        default: return value
        }
        return .string(number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number))
    }

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
