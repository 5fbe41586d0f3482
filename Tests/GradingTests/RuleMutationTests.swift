import Foundation
@testable import Grading
import Testing

/// A case checks one rule, and its other inputs are plain: so a wrong
/// answer that breaks only rule k (the reference answer with one rule
/// broken, in Tests/GradingTests/Mutations/<id>/rule-<k>.swift or
/// rule-<k>-<what>.swift) fails some case of rule k and no case of another
/// rule, on each of four seeds. Many are written from the rule's text alone
/// (their header says so), without looking at the cases; some break a rule
/// in a way that changes from run to run (a Dictionary's order). A rule that can only be
/// seen through another (a mask read through the partner view) is named on
/// the mutation's `// also fails: rule N, …` line, with the reason.
@Suite("One rule broken at a time")
struct RuleMutationTests {
    struct Mutation: CustomTestStringConvertible, Sendable {
        let url: URL
        let exercise: String
        let rule: Int
        /// Rules the mutation may fail too, as its header says.
        let alsoFails: Set<Int>

        var testDescription: String { "\(exercise)/\(url.lastPathComponent)" }
    }

    static let folder = TestCourse.root.appendingPathComponent("Tests/GradingTests/Mutations")

    static let mutations: [Mutation] = {
        let exercises = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return exercises.flatMap { id -> [Mutation] in
            let base = folder.appendingPathComponent(id)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            return names.compactMap { name in
                let url = base.appendingPathComponent(name)
                let header = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").prefix(3)
                guard let breaks = header.first(where: { $0.hasPrefix("// breaks: rule ") }),
                      let rule = Int(breaks.dropFirst("// breaks: rule ".count)) else { return nil }
                let also = header.first { $0.hasPrefix("// also fails: ") }.map { line in
                    Set(line.split(separator: "(").first!.split(separator: ",").compactMap { Int($0.split(separator: " ").last ?? "") })
                } ?? []
                return Mutation(url: url, exercise: id, rule: rule, alsoFails: also)
            }
        }
    }()

    /// The seeds of the generated cases: fixed, so a failure is reproducible,
    /// and several, so a generator's rarer inputs are met.
    static let seeds: [UInt64] = [20_231_115, 11, 271_828, 5]

    @Test("every mutation file names the rule it breaks, in its file name too, of a rule the exercise has")
    func headers() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count == Self.mutations.count, "every file starts with '// breaks: rule N'")
        #expect(Self.mutations.count >= 8)
        for mutation in Self.mutations {
            // rule-<k>.swift, or rule-<k>-<what>.swift for another bug of rule k.
            let name = mutation.url.lastPathComponent
            #expect(name == "rule-\(mutation.rule).swift" || (name.hasPrefix("rule-\(mutation.rule)-") && name.hasSuffix(".swift")),
                    "\(mutation.testDescription) breaks rule \(mutation.rule)")
            let rules = try #require(TestCourse.setup.course.chapter(forExercise: mutation.exercise)?.rules(for: mutation.exercise))
            #expect(rules.rules.contains { $0.number == mutation.rule }, "\(mutation.testDescription): no rule \(mutation.rule)")
            #expect(!mutation.alsoFails.contains(mutation.rule))
        }
    }

    @Test("an answer that breaks one rule fails that rule's cases and no other's", arguments: mutations)
    func breaksOneRule(_ mutation: Mutation) throws {
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(exercise: mutation.exercise, answerText: String(contentsOf: mutation.url, encoding: .utf8),
                                         answerPath: mutation.url.path, seeds: Self.seeds, slot: $0)
        }
        #expect(result.status == .failed, "\(result.compileFailure.map { "\($0.diagnostics)" } ?? "it passed")")
        let failing = result.cases.filter { $0.hidden && !$0.passed }
        #expect(failing.contains { $0.rule == mutation.rule }, "no case of rule \(mutation.rule) failed")
        let allowed = mutation.alsoFails.union([mutation.rule])
        let blamed = failing.filter { $0.rule.map { !allowed.contains($0) } ?? true }
        #expect(blamed.isEmpty, "cases of other rules failed: \(blamed.map { "\($0.name) (rule \($0.rule.map(String.init) ?? "none")): \($0.message.split(separator: "\n").first ?? "")" })")
    }
}
