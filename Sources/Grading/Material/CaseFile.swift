import Foundation
import Literate

/// One hidden case of an exercise (docs/EXERCISE-FORMAT.md).
public struct GradingCase: Sendable, Codable, Equatable {
    public enum Expectation: Sendable, Equatable {
        case value(JSONValue)
        /// A `DecodingError` (or `EncodingError`) kind, or `any`.
        case error(String)
    }

    public let name: String
    public let explain: String?
    public let input: JSONValue
    public let expect: Expectation
    /// Where the case came from: `Solutions` or an instructor's folder.
    public var origin: String = "Solutions"
    /// The number of the task-text rule the case checks (the exercise's
    /// `rules` block). Optional here so an instructor's own cases load
    /// without it; the course's own cases must all have one (a test checks).
    public var rule: Int? = nil
    /// For a generated case, the seed that made it (its input is then shown
    /// in full when it fails, so the learner can reproduce it).
    public var seed: String? = nil
    /// What of the result is compared (all of it when nil): so that the
    /// case checks only what its rule fixes.
    public var compare: CaseComparison? = nil
    /// For a generated case that expects an error: the keys of the coding
    /// path where the reference answer threw it (and the key it did not
    /// find), so that a verdict shows the input around that place. Not
    /// read from a case file.
    public var errorPlace: InputPlace? = nil

    enum CodingKeys: String, CodingKey, CaseIterable { case name, explain, input, expect, rule, seed, compare }
    enum ExpectKeys: String, CodingKey { case value, error }

    public init(name: String, explain: String?, input: JSONValue, expect: Expectation, origin: String = "Solutions", rule: Int? = nil) {
        self.name = name
        self.explain = explain
        self.rule = rule
        self.input = input
        self.expect = expect
        self.origin = origin
    }

    /// Any key of a case's object, to find a misspelt one.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        // A key one typo away from a known one that the case lacks
        // ("expected", "inputs") would be ignored, and the case read without
        // it (an input of null): refused instead. Other keys are left alone.
        let all = try decoder.container(keyedBy: AnyKey.self)
        let known = CodingKeys.allCases.map(\.rawValue)
        let present = Set(all.allKeys.map(\.stringValue))
        for key in all.allKeys where !known.contains(key.stringValue) {
            if let meant = closestMatch(to: key.stringValue, in: known), !present.contains(meant) {
                throw DecodingError.dataCorruptedError(forKey: key, in: all, debugDescription: "unknown key '\(key.stringValue)'; did you mean '\(meant)'? (a case's keys: \(known.joined(separator: ", ")))")
            }
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        explain = try container.decodeIfPresent(String.self, forKey: .explain)
        rule = try container.decodeIfPresent(Int.self, forKey: .rule)
        seed = try container.decodeIfPresent(String.self, forKey: .seed)
        compare = try container.decodeIfPresent(CaseComparison.self, forKey: .compare)
        input = try container.decodeIfPresent(JSONValue.self, forKey: .input) ?? .null
        let expect = try container.nestedContainer(keyedBy: ExpectKeys.self, forKey: .expect)
        if let error = try expect.decodeIfPresent(String.self, forKey: .error) {
            guard Self.errorKinds.contains(error) else {
                throw DecodingError.dataCorruptedError(forKey: .error, in: expect, debugDescription: "unknown error kind '\(error)'" + (closestMatch(to: error, in: Self.errorKinds.sorted()).map { "; did you mean '\($0)'?" } ?? "") + " (one of \(Self.errorKinds.sorted().joined(separator: ", ")))")
            }
            self.expect = .error(error)
        } else if expect.contains(.value) {
            self.expect = .value(try expect.decode(JSONValue.self, forKey: .value))
        } else {
            throw DecodingError.dataCorruptedError(forKey: .expect, in: container, debugDescription: "'expect' needs either \"value\" or \"error\"")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(explain, forKey: .explain)
        try container.encodeIfPresent(rule, forKey: .rule)
        try container.encodeIfPresent(seed, forKey: .seed)
        try container.encodeIfPresent(compare, forKey: .compare)
        try container.encode(input, forKey: .input)
        var expect = container.nestedContainer(keyedBy: ExpectKeys.self, forKey: .expect)
        switch self.expect {
        case let .value(value): try expect.encode(value, forKey: .value)
        case let .error(kind): try expect.encode(kind, forKey: .error)
        }
    }

    static let errorKinds: Set<String> = decodingErrorKinds.union(["invalidValue", anyDecodingError, "any"])
    /// The kinds of `DecodingError`.
    static let decodingErrorKinds: Set<String> = ["keyNotFound", "typeMismatch", "valueNotFound", "dataCorrupted"]
    /// Any `DecodingError`, whatever its kind: for a rule that names none.
    static let anyDecodingError = "anyDecodingError"
}

/// A part of a case's input that one rule owns (cases.json
/// `"ownedInputs"`): the cases of every other rule must give the same
/// verdict whatever plain value it holds, which `workbook verify` proves by
/// running the reference answer on each case with the part changed.
public struct OwnedInput: Sendable, Codable, Equatable {
    /// The rule that owns the part.
    public let rule: Int
    /// Where it is in a case's input, in the verdict's notation (`$.keys`,
    /// `$.customer.name`, `$.links[].href`); a case whose input does not
    /// hold it is left alone.
    public let path: String
    /// Other plain values it may hold, tried in turn; absent: another value
    /// of its kind (another text, number or truth value, an array in
    /// another order).
    public var values: [JSONValue]? = nil
    /// It may also be left out (an optional key), which is tried too.
    public var missing: Bool? = nil

    public init(rule: Int, path: String, values: [JSONValue]? = nil, missing: Bool? = nil) {
        self.rule = rule
        self.path = path
        self.values = values
        self.missing = missing
    }
}

/// `cases.json`: an exercise's points and hidden cases.
public struct CaseFile: Sendable, Codable, Equatable {
    public let exercise: String
    public let points: Double?
    public let cases: [GradingCase]
    /// How results hold sealed strings, opened by the grader (see ``SealedStrings``).
    public var sealed: SealedStrings? = nil
    /// Where results hold dates, so that a verdict shows them as dates.
    public var dates: DateFields? = nil
    /// How a verdict spells results in Swift's terms (``SwiftSpelling``).
    public var swift: SwiftSpelling? = nil
    /// The rules that ask only for what doing nothing already does (a
    /// refusal, or leaving something as it is): each is credited only
    /// together with a rule that is not one of them (``RuleCredit``).
    public var guards: [Int]? = nil
    /// The rules about an order, whose cases also run under a second
    /// iteration order of `Dictionary` and `Set` (``RunEnvironment``).
    public var orderRules: [Int]? = nil
    /// The parts of the cases' inputs each rule owns (``OwnedInput``).
    public var ownedInputs: [OwnedInput]? = nil

    enum CodingKeys: String, CodingKey, CaseIterable {
        case exercise, points, cases, sealed, dates, swift, guards, orderRules, ownedInputs
    }

    /// Any key of the file's object, to find a misspelt one.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        // A key one typo away from a known one ("guard", "ownedInput") would
        // be ignored, and the file read without it: refused instead.
        let all = try decoder.container(keyedBy: AnyKey.self)
        let known = CodingKeys.allCases.map(\.rawValue)
        let present = Set(all.allKeys.map(\.stringValue))
        for key in all.allKeys where !known.contains(key.stringValue) {
            if let meant = closestMatch(to: key.stringValue, in: known), !present.contains(meant) {
                throw DecodingError.dataCorruptedError(forKey: key, in: all, debugDescription: "unknown key '\(key.stringValue)'; did you mean '\(meant)'? (a case file's keys: \(known.joined(separator: ", ")))")
            }
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decode(String.self, forKey: .exercise)
        points = try container.decodeIfPresent(Double.self, forKey: .points)
        cases = try container.decode([GradingCase].self, forKey: .cases)
        sealed = try container.decodeIfPresent(SealedStrings.self, forKey: .sealed)
        dates = try container.decodeIfPresent(DateFields.self, forKey: .dates)
        guards = try container.decodeIfPresent([Int].self, forKey: .guards)
        orderRules = try container.decodeIfPresent([Int].self, forKey: .orderRules)
        ownedInputs = try container.decodeIfPresent([OwnedInput].self, forKey: .ownedInputs)
        swift = try container.decodeIfPresent(SwiftSpelling.self, forKey: .swift)
        for owned in ownedInputs ?? [] where CaseComparison.steps(owned.path) == nil {
            throw DecodingError.dataCorruptedError(forKey: .ownedInputs, in: container, debugDescription:
                "'\(owned.path)' is not a path: write '$', then '.key' or '[]' steps, such as '$.customer.name'")
        }
    }

    /// Reads a case file, with errors that name the file and what to fix.
    /// A file read before is not parsed again while its bytes stay the same
    /// (a class is graded, or a server checks, against the same cases many
    /// times): the memo is keyed by the digest of its contents, so an edit
    /// that keeps its size and modification time is read too.
    public static func load(_ url: URL, displayPath: String, origin: String = "Solutions") throws -> CaseFile {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw GradingError.invalidCases(path: displayPath, reason: "cannot read it (\(error.localizedDescription))")
        }
        return try load(data, from: url, displayPath: displayPath, origin: origin)
    }

    /// Reads a case file's bytes, already read from `url` (an exercise's
    /// material reads its folder once: ``ExerciseMaterial``).
    static func load(_ data: Data, from url: URL, displayPath: String, origin: String = "Solutions") throws -> CaseFile {
        let stamp = "\(url.path)|\(GraderSetup.digest(data))|\(origin)"
        if let known = loaded.value(for: stamp) { return known }
        let file = try parse(data, displayPath: displayPath, origin: origin)
        loaded.set(file, for: stamp)
        return file
    }

    private static let loaded = Memo<CaseFile>()

    private static func parse(_ data: Data, displayPath: String, origin: String) throws -> CaseFile {
        do {
            let file = try JSONDecoder().decode(CaseFile.self, from: data)
            var names: Set<String> = []
            for item in file.cases where !names.insert(item.name).inserted {
                throw GradingError.invalidCases(path: displayPath, reason: "two cases are named '\(item.name)'; give each case its own name")
            }
            var loaded = CaseFile(exercise: file.exercise, points: file.points, cases: file.cases.map {
                var item = $0
                item.origin = origin
                return item
            })
            loaded.sealed = file.sealed
            loaded.dates = file.dates
            loaded.swift = file.swift
            loaded.guards = file.guards
            loaded.orderRules = file.orderRules
            loaded.ownedInputs = file.ownedInputs
            return loaded
        } catch let error as GradingError {
            throw error
        } catch let error as DecodingError {
            // Not JSON at all: JSONDecoder says so without saying where, so
            // the file is located by the parser that does.
            if case let .dataCorrupted(context) = error, context.codingPath.isEmpty, let place = syntaxErrorPlace(in: data) {
                throw GradingError.invalidCases(path: "\(displayPath):\(place.line):\(place.column)",
                                                reason: "not valid JSON: \(place.problem); fix the file there (a missing or extra comma, quote or bracket is the usual cause)")
            }
            // Inside a case: named, and located at its "name" line.
            if let (name, line) = caseNamed(by: error, in: data) {
                throw GradingError.invalidCases(path: line.map { "\(displayPath):\($0)" } ?? displayPath, reason: "\(describe(error)) (the case '\(name)')")
            }
            throw GradingError.invalidCases(path: displayPath, reason: describe(error))
        } catch {
            throw GradingError.invalidCases(path: displayPath, reason: "not valid JSON (\(error))")
        }
    }

    public init(exercise: String, points: Double?, cases: [GradingCase]) {
        self.exercise = exercise
        self.points = points
        self.cases = cases
    }
}

extension CaseFile {
    /// An expected value as a case compares it: its sealed strings'
    /// notation (`{"sealed": text}`) read as the grader's own marks.
    public func comparedExpectation(_ value: JSONValue) -> JSONValue {
        sealed.map { $0.annotated(value) } ?? value
    }
}

/// Where the text that is not JSON goes wrong, as a 1-based line and column
/// (in characters), with the parser's words: nil when it parses.
func syntaxErrorPlace(in data: Data) -> (line: Int, column: Int, problem: String)? {
    do {
        _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return nil
    } catch {
        let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        // "Invalid value around character 9.": a byte offset; without one
        // (an unexpected end of the file), the end of the file.
        var offset = data.count
        if let range = message.range(of: #"character [0-9]+"#, options: .regularExpression),
           let number = Int(message[range].dropFirst("character ".count)) {
            offset = min(max(number, 0), data.count)
        }
        let before = String(decoding: data.prefix(offset), as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let problem = message.hasSuffix(".") ? String(message.dropLast()) : message
        return (lines.count, (lines.last?.count ?? 0) + 1, problem)
    }
}

/// The name of the case a decoding error is in (its coding path starts
/// `cases[N]`), and the line of that name in the file when it is found.
func caseNamed(by error: DecodingError, in data: Data) -> (String, Int?)? {
    let context: DecodingError.Context
    switch error {
    case let .keyNotFound(_, found), let .typeMismatch(_, found), let .valueNotFound(_, found), let .dataCorrupted(found): context = found
    @unknown default: return nil
    }
    guard context.codingPath.count >= 2, context.codingPath[0].stringValue == "cases", let index = context.codingPath[1].intValue,
          let cases = try? JSONDecoder().decode(CaseNames.self, from: data).cases, index < cases.count,
          let name = cases[index].name else { return nil }
    let quoted = (try? JSONEncoder().encode(name)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\(name)\""
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.firstIndex { $0.contains("\"name\"") && $0.contains(quoted) }.map { $0 + 1 }
    return (name, line)
}

/// Only the cases' names, read from a document whose cases may not decode:
/// a case that is not an object, or whose name is not text, has none.
private struct CaseNames: Decodable {
    struct Entry: Decodable {
        let name: String?

        private enum Key: String, CodingKey { case name }

        init(from decoder: Decoder) throws {
            name = try? decoder.container(keyedBy: Key.self).decode(String.self, forKey: .name)
        }
    }

    let cases: [Entry]
}

/// A `DecodingError` in one sentence: what, and where in the document.
func describe(_ error: DecodingError) -> String {
    func path(_ keys: [CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch error {
    case let .keyNotFound(key, context): return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
    case let .typeMismatch(type, context): return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
    case let .valueNotFound(type, context): return "expected \(type) at \(path(context.codingPath)) but found null"
    case let .dataCorrupted(context): return "\(context.debugDescription) at \(path(context.codingPath))"
    @unknown default: return "\(error)"
    }
}
