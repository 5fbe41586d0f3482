import Foundation
import Grading
import Literate
import Workers

/// `workbook verify`: proves the chapters are what they claim. Tangled/ has
/// not drifted; every output block equals what the chapter's code prints at
/// that point; every reference answer passes its exercise and every starter
/// stub fails it.
public struct Verifier: Sendable {
    public let setup: GraderSetup
    public let jobs: Int

    /// The first sandbox slot to use (slots firstSlot..<firstSlot+jobs), so
    /// a verify can run beside other checks.
    public let firstSlot: Int

    /// Also prove every exercise's mutations (`Solutions/<id>/mutations/`),
    /// on ``ExerciseVerifier/defaultSeeds`` (`workbook verify --mutations`).
    public let includeMutations: Bool

    /// `workbook verify --strict`: every exercise is proven as `verify
    /// --exercise --strict` proves it (its mutations, nothing for nothing,
    /// what each case owns; a rule without a mutation is an error), in
    /// place of the reference and starter checks alone.
    public let strict: Bool

    public init(setup: GraderSetup, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, firstSlot: Int = 0, includeMutations: Bool = false, strict: Bool = false) {
        self.setup = setup
        self.jobs = max(1, jobs)
        self.firstSlot = max(0, firstSlot)
        self.includeMutations = includeMutations
        self.strict = strict
    }

    /// One proven (or refuted) claim.
    public struct Finding: Sendable, CustomStringConvertible {
        public let location: String
        public let passed: Bool
        public let claim: String
        public let detail: String
        /// Worth the author's attention, but no claim fails (a rule no
        /// mutation breaks yet).
        public var isNote = false

        public init(location: String, passed: Bool, claim: String, detail: String, isNote: Bool = false) {
            self.location = location
            self.passed = passed
            self.claim = claim
            self.detail = detail
            self.isNote = isNote
        }

        public var description: String {
            isNote ? "\(location): note: \(claim): \(detail)"
                : passed ? "\(location): ok: \(claim)" : "\(location): error: \(claim): \(detail)"
        }
    }

    public struct Report: Sendable {
        public let findings: [Finding]
        public let duration: Double
        public init(findings: [Finding], duration: Double) {
            self.findings = findings
            self.duration = duration
        }
        public var failures: [Finding] { findings.filter { !$0.passed } }
        public var notes: [Finding] { findings.filter(\.isNote) }
        public var passed: Bool { failures.isEmpty }
    }

    private enum Task: Sendable {
        case output(chapter: Chapter, step: Tangler.Step)
        /// The chapter's target (`swift run <Target>`) prints the last output block.
        case target(chapter: Chapter, files: [SourceFile], last: Tangler.Step)
        case reference(String)
        case stub(String)
        /// The program at a quiz prints the answer key's option and no other.
        case quiz(chapter: Chapter, step: Tangler.QuizStep)
        /// A block shown as failing does not compile, with the error shown.
        case fails(chapter: Chapter, step: Tangler.FailStep)
        /// A mutation breaks its rule and no other.
        case mutation(MutationFile)
    }

    public func verify(progress: @escaping @Sendable (String) -> Void = { _ in }) throws -> Report {
        let start = Date()
        let course = setup.course
        var findings: [Finding] = []

        for chapter in course.chapters {
            let drift = try TangledTarget(course: course, chapter: chapter).drift(in: course)
            findings += drift.map { Finding(location: $0.path, passed: false, claim: "generated from \(chapter.path)", detail: "\($0.kind == .stale ? "out of date" : $0.kind == .missing ? "missing" : "no longer produced"); run './workbook tangle' to regenerate Tangled/ (edit the chapter, not the generated file)") }
            if drift.isEmpty {
                findings.append(Finding(location: "Tangled/\(chapter.targetName)", passed: true, claim: "matches \(chapter.path)", detail: ""))
            }
        }

        var planned: [Task] = []
        for chapter in course.chapters {
            let tangler = course.tangler(for: chapter)
            let steps = try tangler.steps()
            planned += steps.map { .output(chapter: chapter, step: $0) }
            planned += try tangler.quizSteps().map { .quiz(chapter: chapter, step: $0) }
            planned += try tangler.failSteps().map { .fails(chapter: chapter, step: $0) }
            if let last = steps.last {
                planned.append(.target(chapter: chapter, files: try tangler.finalFiles(), last: last))
            }
        }
        for exercise in course.exercises where !strict {
            planned.append(.reference(exercise.id))
            planned.append(.stub(exercise.id))
        }
        if includeMutations && !strict {
            let exerciseVerifier = ExerciseVerifier(setup: setup)
            for exercise in course.exercises {
                let loaded = ExerciseMaterial.read(course.folder(for: exercise.id)).mutations
                findings += exerciseVerifier.mutationFileFindings(exercise.id, loaded: loaded).filter { !$0.passed }
                planned += loaded.compactMap { try? $0.get() }.map { .mutation($0) }
            }
        }

        let tasks = planned
        let total = tasks.count
        let counter = Counter()
        findings += WorkerPool(workers: jobs, firstSlot: firstSlot).map(tasks) { task, slot in
            let finding: Finding
            do {
                finding = try perform(task, slot: slot)
            } catch {
                // Never a bare "failed": what went wrong, so it can be fixed or retried.
                finding = Finding(location: location(of: task), passed: false, claim: claim(of: task),
                                  detail: "the check itself failed: \(error) (a problem of the grader or this machine, not of the chapter; fix it, or run './workbook verify' again)")
            }
            let done = counter.increment()
            progress("[\(done)/\(total)] \(finding.passed ? "ok" : "FAILED") \(finding.location) \(finding.claim)")
            return finding
        }
        if strict {
            let verifier = ExerciseVerifier(setup: setup, jobs: jobs, firstSlot: firstSlot, strict: true)
            for (index, exercise) in course.exercises.enumerated() {
                let started = Date()
                let report = try verifier.verify(exercise.id) { line in progress("[\(exercise.id)] \(line)") }
                findings += report.findings
                progress("[exercise \(index + 1)/\(course.exercises.count)] \(report.passed ? "ok" : "FAILED") \(exercise.id) (\(String(format: "%.1f", Date().timeIntervalSince(started))) s)")
            }
        }
        return Report(findings: findings, duration: Date().timeIntervalSince(start))
    }

    private func location(of task: Task) -> String {
        switch task {
        case let .output(chapter, step): "\(chapter.path):\(step.output.fenceLine)"
        case let .target(chapter, _, _): "Tangled/\(chapter.targetName)"
        case let .reference(id): setup.course.folder(for: id).displayPath(.answer)
        case let .quiz(chapter, step): "\(chapter.path):\(step.snippet.fenceLine)"
        case let .fails(chapter, step): "\(chapter.path):\(step.snippet.fenceLine)"
        case let .mutation(mutation): "\(mutation.displayPath):1"
        case let .stub(id):
            setup.course.chapter(forExercise: id).flatMap { chapter in
                chapter.snippets.first { $0.kind == .exercise(id: id) }.map { "\(chapter.path):\($0.fenceLine)" }
            } ?? id
        }
    }

    private func claim(of task: Task) -> String {
        switch task {
        case .output: "the output block is what the program prints"
        case let .target(_, _, last): "'swift run' prints the chapter's last output block (line \(last.output.fenceLine))"
        case let .reference(id): "the reference answer passes \(id)"
        case let .stub(id): "the starter stub fails \(id)"
        case let .quiz(_, step): "quiz '\(step.quiz.id)': the answer key's option is what the program prints"
        case let .fails(_, step): "the block marked 'fails' does not compile in place of \(step.snippet.failsInPlaceOf ?? "its file"), with the error shown after it"
        case let .mutation(mutation): "breaks rule \(mutation.rule) and no other"
        }
    }

    private func perform(_ task: Task, slot: Int) throws -> Finding {
        switch task {
        case let .output(chapter, step):
            return try runAndCompare(step.files, of: chapter, expected: step.output, task: task, slot: slot)
        case let .target(chapter, files, last):
            return try runAndCompare(files, of: chapter, expected: last.output, task: task, slot: slot)
        case let .quiz(chapter, step):
            return try runQuiz(step, of: chapter, task: task, slot: slot)
        case let .fails(chapter, step):
            return try compileFailing(step, of: chapter, task: task)
        case let .reference(id):
            // A fresh seed each run: whole-course verifies explore the generators.
            return ExerciseVerifier(setup: setup).referenceFinding(id, seeds: nil, slot: slot)
        case let .stub(id):
            return ExerciseVerifier(setup: setup).starterFinding(id, slot: slot)
        case let .mutation(mutation):
            return ExerciseVerifier(setup: setup).mutationFinding(mutation, slot: slot)
        }
    }

    private func runAndCompare(_ files: [SourceFile], of chapter: Chapter, expected: Snippet, task: Task, slot: Int) throws -> Finding {
        let outcome = try SnapshotRunner(setup: setup).run(files, of: chapter, slot: slot)
        switch outcome {
        case let .compileFailed(failure):
            let errors = failure.diagnostics.prefix(5).map { "\n    \($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }.joined()
            return Finding(location: location(of: task), passed: false, claim: claim(of: task), detail: "the chapter's code at this step does not compile:" + errors)
        case let .ran(result):
            let stdout = String(decoding: result.standardOutput, as: UTF8.self)
            if result.timedOut || result.outputLimitExceeded || result.termination != .exited(0) {
                let stderr = String(decoding: result.standardError, as: UTF8.self).split(separator: "\n").prefix(4).joined(separator: "\n    ")
                return Finding(location: location(of: task), passed: false, claim: claim(of: task), detail: "the program did not end normally (\(result.starved ? "this machine was too busy to give it its time; verify again when it is quieter" : result.timedOut ? "timed out" : result.outputLimitExceeded ? "printed too much" : "\(result.termination)"))" + (stderr.isEmpty ? "" : ":\n    " + stderr))
            }
            if case let .output(elide) = expected.kind, let mismatch = OutputMatcher(elide: elide).firstMismatch(expected: expected.code, actual: stdout) {
                let line = expected.line + mismatch.line - 1
                return Finding(location: "\(chapter.path):\(line)", passed: false, claim: claim(of: task),
                               detail: "output line \(mismatch.line) differs\n    expected: \(mismatch.expected.map { "\"\($0)\"" } ?? "(nothing)")\n    printed:  \(mismatch.actual.map { "\"\($0)\"" } ?? "(nothing)")")
            }
            return Finding(location: location(of: task), passed: true, claim: claim(of: task), detail: "")
        }
    }

    /// Runs the program as it stands at a quiz and checks the options
    /// against what it prints; a failure shows what was printed.
    private func runQuiz(_ step: Tangler.QuizStep, of chapter: Chapter, task: Task, slot: Int) throws -> Finding {
        let outcome = try SnapshotRunner(setup: setup).run(step.files, of: chapter, slot: slot)
        switch outcome {
        case let .compileFailed(failure):
            let errors = failure.diagnostics.prefix(5).map { "\n    \($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }.joined()
            return Finding(location: location(of: task), passed: false, claim: claim(of: task), detail: "the chapter's code at this quiz does not compile:" + errors)
        case let .ran(result):
            let stdout = String(decoding: result.standardOutput, as: UTF8.self)
            let problems = step.quiz.problems(withOutput: stdout)
            if problems.isEmpty {
                return Finding(location: location(of: task), passed: true, claim: claim(of: task), detail: "")
            }
            let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
            // A note of what is left out takes a line: it stands for two or more.
            let kept = lines.count == 31 ? 31 : 30
            let shown = lines.prefix(kept).map { "\n      | \($0)" }.joined() + (lines.count > kept ? "\n      | … (\(lines.count - kept) more lines)" : "")
            return Finding(location: location(of: task), passed: false, claim: claim(of: task),
                           detail: problems.joined(separator: "\n    ") + "\n    the program printed at this point:" + (stdout.isEmpty ? " (nothing)" : shown))
        }
    }

    /// Compiles the program with a `fails` block in place and requires it to
    /// fail with every error the text block after it shows.
    private func compileFailing(_ step: Tangler.FailStep, of chapter: Chapter, task: Task) throws -> Finding {
        guard !step.shownErrors.isEmpty else {
            return Finding(location: location(of: task), passed: false, claim: claim(of: task),
                           detail: "no error is shown after it: follow it with a 'text' block quoting the compiler's 'error: …' line(s), which verify then requires")
        }
        switch try SnapshotRunner(setup: setup).build(step.files, of: chapter) {
        case .built:
            return Finding(location: location(of: task), passed: false, claim: claim(of: task),
                           detail: "it compiles: a block marked 'fails' must not (fix the block, or drop 'fails' if the chapter's code changed so that it now works)")
        case let .compileFailed(failure):
            let errors = failure.diagnostics.filter { $0.severity == .error }.map(\.message)
            let missing = step.shownErrors.filter { shown in !errors.contains { $0 == shown || $0.contains(shown) } }
            guard missing.isEmpty else {
                let location = step.shownAt.map { "\(chapter.path):\($0)" } ?? location(of: task)
                return Finding(location: location, passed: false, claim: claim(of: task),
                               detail: "the chapter shows an error the compiler does not give:" + missing.map { "\n    shown:  \($0)" }.joined()
                                   + "\n    the compiler's errors:" + (errors.isEmpty ? " (none)" : errors.prefix(6).map { "\n      \($0)" }.joined()))
            }
            return Finding(location: location(of: task), passed: true, claim: claim(of: task), detail: "")
        }
    }
}

/// How many of the concurrent checks have finished, for the progress lines.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
