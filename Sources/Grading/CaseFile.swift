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

    enum CodingKeys: String, CodingKey { case name, explain, input, expect, rule, seed, compare }
    enum ExpectKeys: String, CodingKey { case value, error }

    public init(name: String, explain: String?, input: JSONValue, expect: Expectation, origin: String = "Solutions", rule: Int? = nil) {
        self.name = name
        self.explain = explain
        self.rule = rule
        self.input = input
        self.expect = expect
        self.origin = origin
    }

    public init(from decoder: Decoder) throws {
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

/// `cases.json`: an exercise's points and hidden cases.
public struct CaseFile: Sendable, Codable, Equatable {
    public let exercise: String
    public let points: Double?
    public let cases: [GradingCase]
    /// How results hold sealed strings, opened by the grader (see ``SealedStrings``).
    public var sealed: SealedStrings? = nil
    /// Where results hold dates, so that a verdict shows them as dates.
    public var dates: DateFields? = nil

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
            return loaded
        } catch let error as GradingError {
            throw error
        } catch let error as DecodingError {
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
