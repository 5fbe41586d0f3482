import Foundation
@testable import Grading
import Testing
import Verification

/// A case checks one rule, and its other inputs are plain: so a wrong
/// answer that breaks only rule k (the reference answer with one rule
/// broken, in Solutions/<id>/mutations/rule<k>-<what>.swift) fails some
/// case of rule k and no case of another rule, on each of four seeds. Many
/// are written from the rule's text alone, and some by someone new to the
/// exercise who saw only the chapter, the reference answer and the rule
/// texts (`rule<k>-blind-<what>.swift`); some break a rule in a way that
/// changes from run to run (a Dictionary's order, checked under a second
/// iteration order too). A rule that can only be seen through another is
/// named on the mutation's `// also fails: rule N, …` line, which holds only
/// where every case of rule N fails with that bug.
///
/// The proof is `workbook verify --exercise <id> --strict`, as CI runs it
/// (``ExerciseVerifier``): each exercise's mutations, on every seed, beside
/// what its cases own (their inputs changed through the reference answer),
/// nothing for nothing (the starter, an answer that throws) and a mutation
/// for every rule.
@Suite("One rule broken at a time", .tags(.slow))
struct RuleMutationTests {
    static let verifier = ExerciseVerifier(setup: TestCourse.setup, strict: true)

    static let loaded: [Result<MutationFile, MutationFile.Problem>] = TestCourse.setup.course.exercises.flatMap {
        MutationFile.all(exercise: $0.id, in: TestCourse.setup.course.solutionsDirectory)
    }

    static let mutations: [MutationFile] = loaded.compactMap { try? $0.get() }

    @Test("every mutation file names the rule it breaks, in its file name too, of a rule the exercise has")
    func headers() throws {
        let files = try TestCourse.setup.course.exercises.flatMap { exercise -> [String] in
            let folder = MutationFile.folder(of: exercise.id, in: TestCourse.setup.course.solutionsDirectory)
            guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        }
        #expect(files.count == Self.loaded.count)
        #expect(Self.mutations.count >= 200)
        for case let .failure(problem) in Self.loaded { Issue.record("\(problem)") }
        for exercise in TestCourse.setup.course.exercises {
            let loaded = Self.loaded.filter { (try? $0.get().exercise) == exercise.id }
            for finding in Self.verifier.mutationFileFindings(exercise.id, loaded: loaded) where !finding.passed {
                Issue.record("\(finding)")
            }
        }
        // No mutation is left in the old place.
        #expect(!FileManager.default.fileExists(atPath: TestCourse.root.appendingPathComponent("Tests/GradingTests/Mutations").path))
    }

    /// What the header of a mutation written by someone new to the exercise
    /// says, from the chapter, the reference answer and the rule texts alone.
    static let writtenBlind = "Written blind by someone new to the exercise"

    @Test("every rule of every exercise has two mutations or more written blind by someone new to it")
    func blindMutations() throws {
        for exercise in TestCourse.setup.course.exercises {
            let rules = TestCourse.setup.course.chapter(forExercise: exercise.id)?.rules(for: exercise.id)?.rules.map(\.number) ?? []
            let blind = Self.mutations.filter { $0.exercise == exercise.id && $0.fileName.contains("-blind-") && $0.text.contains(Self.writtenBlind) }
            for rule in rules where blind.filter({ $0.rule == rule }).count < 2 {
                Issue.record("\(exercise.id) rule \(rule) has \(blind.filter { $0.rule == rule }.count) mutation(s) written blind by someone new to it")
            }
        }
    }

    @Test("the header and file name are read as the author wrote them")
    func headerParsing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutation-headers-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func load(_ name: String, _ text: String) -> Result<MutationFile, MutationFile.Problem> {
            let url = folder.appendingPathComponent(name)
            try? Data(text.utf8).write(to: url)
            return MutationFile.load(url, exercise: "demo")
        }
        let good = try load("rule3-uppercase-first.swift", "// breaks: rule 3\n// also fails: rule 1, rule 5 (why)\nlet x = 1\n").get()
        #expect(good.rule == 3 && good.alsoFails == [1, 5] && good.displayPath == "Solutions/demo/mutations/rule3-uppercase-first.swift")
        #expect(throws: MutationFile.Problem.self) { try load("rule-3.swift", "// breaks: rule 3\n").get() }
        #expect(throws: MutationFile.Problem.self) { try load("rule3-Upper.swift", "// breaks: rule 3\n").get() }
        #expect(throws: MutationFile.Problem.self) { try load("rule3-x.swift", "// breaks: rule 4\n").get() }
        #expect(throws: MutationFile.Problem.self) { try load("rule3-y.swift", "let x = 1\n").get() }
        #expect(throws: MutationFile.Problem.self) { try load("rule3-z.swift", "// breaks: rule 3\n// also fails: rule 3 (itself)\n").get() }
    }

    static let exercises = TestCourse.setup.course.exercises.map(\.id)

    @Test("verify --exercise --strict holds: every mutation breaks its rule alone, every case ignores what other rules own, nothing for nothing", arguments: exercises)
    func proven(_ id: String) throws {
        let report = try TestCourse.slots.with { slot in
            try ExerciseVerifier(setup: TestCourse.setup, jobs: 1, firstSlot: slot, strict: true).verify(id)
        }
        #expect(report.findings.count > 10, "\(id): \(report.findings)")
        for failure in report.failures { Issue.record("\(failure)") }
    }
}
