import Foundation
@testable import Grading
import Testing
import Verification

/// The hidden cases an exercise grades with do not change by accident: each
/// exercise's cases.json cases, and the cases its generator makes for the
/// rule-mutation seeds with the reference answer's expected results, are
/// held in Tests/CaseSnapshots/<id>.jsonl, one case a line
/// (name, rule, input, expect, compare; not the wording around them). A
/// change to a harness, a generator or the grader's driver that keeps the
/// cases passes; one that changes an input or an expected value fails here,
/// naming the case.
///
/// After an intended change, write the snapshots again and review the diff:
/// `WORKBOOK_WRITE_CASE_SNAPSHOTS=1 swift test --filter CaseSnapshotTests`
/// (`WORKBOOK_CASE_SNAPSHOT_EXERCISES=id,id` limits either to some exercises).
@Suite("Hidden cases stay as they were", .tags(.slow))
struct CaseSnapshotTests {
    static let folder = TestCourse.root.appendingPathComponent("Tests/CaseSnapshots")

    static let exercises: [String] = {
        let all = TestCourse.checker.exerciseIDs
        guard let only = ProcessInfo.processInfo.environment["WORKBOOK_CASE_SNAPSHOT_EXERCISES"] else { return all }
        let wanted = Set(only.split(separator: ",").map(String.init))
        return all.filter(wanted.contains)
    }()

    /// One line per case, keys sorted: what the case grades with.
    static func lines(for id: String) throws -> [String] {
        struct Line: Encodable {
            let name: String
            let rule: Int?
            let input: JSONValue
            let expect: JSONValue
            let compare: CaseComparison?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func line(_ item: GradingCase) throws -> String {
            let expect: JSONValue
            switch item.expect {
            case let .value(value): expect = .object(["value": value])
            case let .error(kind): expect = .object(["error": .string(kind)])
            }
            return String(decoding: try encoder.encode(Line(name: item.name, rule: item.rule, input: item.input, expect: expect, compare: item.compare)), as: UTF8.self)
        }
        let file = TestCourse.setup.course.solutionsDirectory.appendingPathComponent(id).appendingPathComponent("cases.json")
        let fixed = try CaseFile.load(file, displayPath: "Solutions/\(id)/cases.json").cases
        let generated = try TestCourse.slots.with {
            try TestCourse.checker.generatedCases(for: id, seeds: ExerciseVerifier.defaultSeeds, slot: $0)
        }
        return try (fixed + generated).map(line)
    }

    @Test("each exercise's cases, fixed and generated for the mutation seeds, are those of its snapshot", arguments: exercises)
    func unchanged(_ id: String) throws {
        let url = Self.folder.appendingPathComponent(id + ".jsonl")
        let now = try Self.lines(for: id)
        #expect(!now.isEmpty, "\(id) has no cases")
        if ProcessInfo.processInfo.environment["WORKBOOK_WRITE_CASE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data((now.joined(separator: "\n") + "\n").utf8).write(to: url)
            return
        }
        let before = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let removed: [String] = Set(before).subtracting(now).sorted()
        let added: [String] = Set(now).subtracting(before).sorted()
        let shown: String = (removed.prefix(5).map { "- " + $0 } + added.prefix(5).map { "+ " + $0 }).joined(separator: "\n")
        #expect(removed.isEmpty && added.isEmpty, "\(id): cases changed (write the snapshots again only for an intended change):\n\(shown)")
        #expect(before.count == now.count, "\(id): \(before.count) cases before, \(now.count) now")
    }
}
