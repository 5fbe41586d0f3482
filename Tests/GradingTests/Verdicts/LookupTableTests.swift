import Foundation
import Grading
import Literate
import Testing

/// Hard-coding does not pay: for every exercise, a "lookup-table answer"
/// built from its cases.json (every fixed input mapped to its expected
/// result, nothing computed) passes every fixed case and still fails the
/// check, on the cases generated from a seed.
///
/// The table stands in for the answer at the harness: a copy of the
/// grading material whose harness answers from the table, so one test
/// covers every exercise whatever its API. The generated cases (and their
/// expectations, from the real reference answer) are handed to it as an
/// instructor's extra cases.
@Suite("A lookup table of the fixed cases fails", .tags(.slow))
struct LookupTableTests {
    static let seed: UInt64 = 90_210

    @Test("a table built from cases.json passes them all and fails the generated cases", arguments: GeneratedCaseTests.generating)
    func tableFails(_ id: String) throws {
        let generated = try TestCourse.slots.with { try TestCourse.checker.generatedCases(for: id, seeds: [Self.seed], slot: $0) }
        try #require(!generated.isEmpty, "\(id) generates no cases")

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lookup-table-\(id)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let solutions = scratch.appendingPathComponent("Solutions")
        try FileManager.default.copyItem(at: TestCourse.setup.course.solutionsDirectory, to: solutions)
        let exercise = solutions.appendingPathComponent(id)
        let casesData = try Self.sealedAsWritten(try Data(contentsOf: exercise.appendingPathComponent("cases.json")))
        try Self.tableHarness(casesJSON: casesData).write(to: exercise.appendingPathComponent("harness.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: exercise.appendingPathComponent("generator.swift"))
        // A bridge reaches into the real harness's names; the table needs none.
        try? FileManager.default.removeItem(at: exercise.appendingPathComponent("bridge.swift"))

        let extra = scratch.appendingPathComponent("generated")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(GeneratedFile(exercise: id, cases: generated)).write(to: extra.appendingPathComponent("\(id).json"))

        let course = try Course.load(root: TestCourse.root, solutions: solutions)
        let setup = try GraderSetup(course: course, productsDirectory: TestCourse.productsDirectory, limits: TestCourse.setup.limits)
        let reference = try String(contentsOf: exercise.appendingPathComponent("answer.swift"), encoding: .utf8)
        let result = try TestCourse.slots.with {
            try Checker(setup: setup).check(CheckRequest(exercise: .id(id), answer: .text(reference, shownAs: "Exercises/\(id).swift"), extraCasesDirectory: extra, seeds: .these([]), slot: $0))
        }
        let generatedNames = Set(generated.map(\.name))
        let fixed = result.cases.filter { !generatedNames.contains($0.name) }
        let failingFixed = fixed.filter { !$0.passed }
        #expect(failingFixed.isEmpty, "the table should reproduce every fixed case of \(id): \(failingFixed.map { "\($0.name): \($0.message)" })")
        #expect(result.status == .failed, "a table of \(id)'s fixed cases passed the check")
        let caught = result.cases.filter { generatedNames.contains($0.name) && !$0.passed }
        #expect(!caught.isEmpty, "no generated case of \(id) caught the table")
    }

    /// cases.json with each expected `{"sealed": clear}` written as the
    /// answer must write it, sealed with the exercise's key (and
    /// `{"clear": text}` as the text): the grader's notation is a mark no
    /// result can hold, so a table must hold the sealed strings themselves.
    static func sealedAsWritten(_ data: Data) throws -> Data {
        guard var file = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let sealed = file["sealed"] as? [String: Any], let key = sealed["key"] as? String else { return data }
        func written(_ value: Any) throws -> Any {
            if let object = value as? [String: Any] {
                if object.count == 1, let clear = object["sealed"] as? String { return try SealedStrings.sealForTesting(clear, key: key) }
                if object.count == 1, let text = object["clear"] as? String { return text }
                return try object.mapValues(written)
            }
            if let array = value as? [Any] { return try array.map(written) }
            return value
        }
        file["cases"] = try (file["cases"] as? [[String: Any]] ?? []).map { item in
            var item = item
            if var expect = item["expect"] as? [String: Any], let value = expect["value"] {
                expect["value"] = try written(value)
                item["expect"] = expect
            }
            return item
        }
        return try JSONSerialization.data(withJSONObject: file)
    }

    struct GeneratedFile: Encodable {
        let exercise: String
        let cases: [GradingCase]
    }

    /// A harness that answers each fixed input with its expected result,
    /// and anything else with an error.
    static func tableHarness(casesJSON: Data) -> String {
        """
        import Foundation

        struct WorkbookTableKey: CodingKey {
            let stringValue: String
            let intValue: Int? = nil
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { return nil }
        }

        enum WorkbookExercise {
            static let workbookTable: [String: [String: Any]] = {
                let data = Data(base64Encoded: "\(casesJSON.base64EncodedString())")!
                let file = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
                var table: [String: [String: Any]] = [:]
                for item in file["cases"] as! [[String: Any]] {
                    table[workbookKey(item["input"] ?? NSNull())] = item["expect"] as? [String: Any]
                }
                return table
            }()

            static func workbookKey(_ value: Any) -> String {
                let data = try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
                return String(decoding: data, as: UTF8.self)
            }

            static func run(_ input: Any) throws -> Any {
                let context = DecodingError.Context(codingPath: [], debugDescription: "from the table")
                guard let expect = workbookTable[workbookKey(input)] else { throw DecodingError.dataCorrupted(context) }
                if let value = expect["value"] { return value }
                switch expect["error"] as? String {
                case "keyNotFound": throw DecodingError.keyNotFound(WorkbookTableKey(stringValue: "table")!, context)
                case "typeMismatch": throw DecodingError.typeMismatch(String.self, context)
                case "valueNotFound": throw DecodingError.valueNotFound(String.self, context)
                case "invalidValue": throw EncodingError.invalidValue(0, EncodingError.Context(codingPath: [], debugDescription: "from the table"))
                default: throw DecodingError.dataCorrupted(context)
                }
            }
        }

        """
    }
}
