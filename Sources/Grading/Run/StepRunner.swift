import Foundation
import Literate
import Sandbox

/// `workbook run`: a chapter's program as it stands at one of its steps
/// (an `output` block), built with the learner's own answers wherever the
/// step includes an exercise, and compared with the chapter's output.
///
/// The files come from the same ``Tangler`` as `verify` and `check`; only
/// the files that stand for exercise stubs differ: the learner's
/// `Exercises/<id>.swift` (or the starter code when there is none), never
/// the reference answer.
public struct StepRunner: Sendable {
    public let setup: GraderSetup

    public init(setup: GraderSetup) { self.setup = setup }

    /// One runnable step of a chapter.
    public struct Step: Sendable {
        /// 1-based, in chapter order: the Nth output block.
        public let number: Int
        /// The name the chapter gives it, as `--step` takes it (`3`, `3.2`).
        public let name: StepName
        public let chapter: Chapter
        /// The output block: what the program should print.
        public let output: Snippet
        /// Every file of the program at this step (learner's answers in place).
        public let files: [SourceFile]
        /// The exercises whose answers this step's program includes.
        public let exercises: [String]
        /// The exercise whose visible case this output block is (the first
        /// output after its stub), if any.
        public let visibleCaseOf: String?
        /// The section heading the output block falls under.
        public var section: String? { chapter.section(containingBlock: output.blockIndex) }
        /// The nearest heading above it (a subsection inside a step, such as
        /// "Exercise: …", or the step's own heading).
        public var subsection: String? { chapter.subsection(containingBlock: output.blockIndex) }
    }

    /// The result of running one step.
    public struct Outcome: Sendable {
        public enum Kind: Sendable {
            case compileFailed(CompileFailure)
            case ran(RunResult)
        }
        public let step: Step
        public let kind: Kind

        /// What the program printed (empty when it did not build).
        public var printed: String {
            if case let .ran(result) = kind { return String(decoding: result.standardOutput, as: UTF8.self) }
            return ""
        }

        /// True when the program ended normally and printed the output block.
        public var matches: Bool {
            guard case let .ran(result) = kind, result.termination == .exited(0), !result.timedOut, !result.outputLimitExceeded,
                  case let .output(elide) = step.output.kind else { return false }
            return OutputMatcher(elide: elide).matches(expected: step.output.code, actual: printed)
        }
    }

    /// The chapter named by its number (`1`, `01`), target (`RaysBooks`) or slug (`rays-books`).
    public func chapter(named name: String) -> Chapter? {
        let chapters = setup.course.chapters
        if let number = Int(name) { return chapters.first { $0.number == number } }
        let lowered = name.lowercased()
        return chapters.first { $0.targetName.lowercased() == lowered || $0.slug == lowered || ($0.path as NSString).lastPathComponent.lowercased() == lowered }
    }

    /// Every step of `chapter` that has an output block, with the learner's
    /// answers (or starter code) in place of the exercises' stubs.
    public func steps(of chapter: Chapter) throws -> [Step] {
        let workspace = LearnerWorkspace(course: setup.course)
        let tangler = Tangler(chapter: chapter) { id in try Self.learnerFile(for: id, workspace: workspace) }
        let steps = try tangler.steps()
        // Which exercises each step includes: the stubs that stand in its files.
        // In the chapter's order, the order a learner meets them.
        let order = chapter.exerciseIDs
        return steps.enumerated().map { index, step in
            let ids = step.files.compactMap { file -> String? in
                guard file.name.hasPrefix("Solution-"), file.name.hasSuffix(".swift") else { return nil }
                return String(file.name.dropFirst("Solution-".count).dropLast(".swift".count))
            }.sorted { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
            return Step(number: index + 1, name: step.name, chapter: chapter, output: step.output, files: step.files, exercises: ids, visibleCaseOf: step.exercise)
        }
    }

    /// The step `name` names (`3`, `3.1`, `3.2`, `step-3-2`), if any.
    public func step(named name: String, in steps: [Step]) -> Step? {
        guard let wanted = StepName(name) else { return nil }
        return steps.first { $0.name == wanted }
    }

    /// Where an exercise stands for the learner, as far as a step can tell.
    public enum ExerciseState: Sendable, Equatable {
        /// No `Exercises/<id>.swift` yet: the step compiled the starter code.
        case notStarted
        /// The file still holds the starter code.
        case starter
        /// The file is the one that passed its check last time.
        case passed
        /// The file was checked and did not pass, or was changed since.
        case failing(CheckResult.Status)
        case unknown
    }

    /// The state of each of a step's exercises. Files that were changed
    /// since their last passing check are checked again (`check`), unless
    /// `check` is false.
    public func exerciseStates(of step: Step, check: Bool = true, slot: Int = 0) -> [(id: String, state: ExerciseState)] {
        let workspace = LearnerWorkspace(course: setup.course)
        return step.exercises.map { id -> (id: String, state: ExerciseState) in
            let url = workspace.answerURL(for: id)
            guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return (id, .notStarted) }
            if let starter = try? workspace.starterText(for: id), Self.sameCode(text, starter) { return (id, .starter) }
            if workspace.hasPassed(id) { return (id, .passed) }
            guard check else { return (id, .unknown) }
            guard let result = try? Checker(setup: setup).check(CheckRequest(exercise: .id(id), answer: .text(text, shownAs: workspace.displayPath(for: url)), slot: slot)) else {
                return (id, .unknown)
            }
            return (id, result.passed ? .passed : .failing(result.status))
        }
    }

    /// True when two texts are the same code, ignoring white space at line
    /// ends and blank lines (an editor may add a final newline).
    static func sameCode(_ a: String, _ b: String) -> Bool {
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n").map { String($0.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()) }.filter { !$0.isEmpty }
        }
        return lines(a) == lines(b)
    }

    /// The learner's answer as a program file: `Exercises/<id>.swift` when it
    /// exists, else the starter code; located at `Exercises/<id>.swift` so
    /// the compiler reports its errors there.
    static func learnerFile(for id: String, workspace: LearnerWorkspace) throws -> SourceFile {
        let url = workspace.answerURL(for: id)
        let path = workspace.displayPath(for: url)
        let text: String
        if let data = try? Data(contentsOf: url) {
            // The rules `check` reads the same file by, in the same words.
            do { text = try AnswerText.validate(data) } catch { throw error.unreadableAnswer(path: path, exercise: id) }
        } else {
            text = try workspace.starterText(for: id)
        }
        return SourceFile(name: SourceFile.solutionName(id), text: SourceFile.segment(text, path: path, line: 1))
    }

    /// Builds (cached) and runs one step in the sandbox.
    public func run(_ step: Step, slot: Int = 0) throws -> Outcome {
        switch try SnapshotRunner(setup: setup).run(step.files, of: step.chapter, slot: slot) {
        case let .compileFailed(failure): return Outcome(step: step, kind: .compileFailed(failure))
        case let .ran(result): return Outcome(step: step, kind: .ran(result))
        }
    }
}

/// A compact line diff between an output block and what a program printed.
public enum OutputDiff {
    public enum Line: Sendable, Equatable {
        case same(String)
        case expected(String)
        case printed(String)
        /// Unchanged lines left out.
        case skipped(Int)
    }

    /// The differing lines with `context` unchanged lines around each change.
    /// `…` in an elided block's line matches any run of characters.
    public static func lines(expected: String, printed: String, elide: Bool, context: Int = 2) -> [Line] {
        let old = normalized(expected), new = normalized(printed)
        let matcher = OutputMatcher(elide: elide)
        let equal: (Int, Int) -> Bool = { matcher.matches(expected: old[$0], actual: new[$1]) }
        // Longest common subsequence, table from the ends.
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = equal(i, j) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var all: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, equal(i, j) {
                all.append(.same(new[j])); i += 1; j += 1
            } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                all.append(.expected(old[i])); i += 1
            } else {
                all.append(.printed(new[j])); j += 1
            }
        }
        // Keep changes and their context only.
        let changed = all.indices.filter { if case .same = all[$0] { false } else { true } }
        var kept: [Line] = []
        var skipped = 0
        for index in all.indices {
            let near = changed.contains { abs($0 - index) <= context }
            if near {
                if skipped > 0 { kept.append(.skipped(skipped)); skipped = 0 }
                kept.append(all[index])
            } else {
                skipped += 1
            }
        }
        if skipped > 0, !kept.isEmpty { kept.append(.skipped(skipped)) }
        return kept
    }

    static func normalized(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
            String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
