import Foundation
@testable import Grading
import Literate
import Testing

/// Where two rules of an exercise would disagree on one input, the task
/// text says no case tests it, and no case does: neither a fixed case in
/// cases.json nor a generated one.
@Suite("Inputs where two rules overlap are never tested", .serialized, .tags(.slow))
struct RuleOverlapTests {
    /// The cases of an exercise: fixed ones and those of a few seeds.
    static func cases(_ id: String) throws -> [GradingCase] {
        let fixed = try CaseFile.load(TestCourse.root.appendingPathComponent("Solutions/\(id)/cases.json"), displayPath: "Solutions/\(id)/cases.json").cases
        let generated = try TestCourse.slots.with { try TestCourse.checker.generatedCases(for: id, seeds: [1, 2, 3, 271828], slot: $0) }
        return fixed + generated
    }

    static func isNumber(_ value: JSONValue?) -> Bool {
        if case .number = value { true } else { false }
    }

    @Test("lenient-coordinate: no coordinate both lacks one number (rule 3) and holds the other of the wrong type (rule 5)")
    func lenientCoordinate() throws {
        var objects: [[String: JSONValue]] = []
        func collect(_ value: JSONValue) {
            switch value {
            case let .object(fields):
                if case let .object(coordinate)? = fields["coordinate"] { objects.append(coordinate) }
                fields.values.forEach(collect)
            case let .array(items): items.forEach(collect)
            default: break
            }
        }
        let cases = try Self.cases("lenient-coordinate")
        cases.forEach { collect($0.input) }
        #expect(objects.count >= 10)
        for coordinate in objects {
            let present = ["latitude", "longitude"].filter { coordinate[$0] != nil }
            let overlap = present.count == 1 && !Self.isNumber(coordinate[present[0]])
            #expect(!overlap, "a case tests the overlap of rules 3 and 5: \(coordinate)")
        }
        // The task says so, in the chapter and in docs/EXERCISES.md.
        let chapter = try String(contentsOf: TestCourse.root.appendingPathComponent("Chapters/06-field-notes.md"), encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        let docs = try String(contentsOf: TestCourse.root.appendingPathComponent("docs/EXERCISES.md"), encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        #expect(chapter.contains("rules 3 and 5 would disagree") && docs.contains("rules 3 and 5 would disagree"))
    }

    @Test("link-method: no object both lacks href (rule 4) and has a wrong method (rule 3)")
    func linkMethod() throws {
        let cases = try Self.cases("link-method")
        var decoded = 0
        for item in cases {
            guard case let .object(input) = item.input, case let .string(kind)? = input["decode"], case let .object(json)? = input["json"] else { continue }
            decoded += 1
            guard json["href"] == nil, case let .string(method)? = json["method"] else { continue }
            let right = kind.hasPrefix("fetch") ? "GET" : "POST"
            #expect(method == right, "case '\(item.name)' tests the overlap of rules 3 and 4: \(json)")
        }
        #expect(decoded >= 10)
        let chapter = try String(contentsOf: TestCourse.root.appendingPathComponent("Chapters/07-links-with-types.md"), encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        let docs = try String(contentsOf: TestCourse.root.appendingPathComponent("docs/EXERCISES.md"), encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        #expect(chapter.contains("rules 3 and 4 would disagree") && docs.contains("rules 3 and 4 would disagree"))
    }
}
