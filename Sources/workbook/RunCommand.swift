import ArgumentParser
import Foundation
import Grading
import Literate
import Sandbox

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a chapter's program as it stands at one of its steps, with your own answers, and compare it with the chapter.",
        discussion: """
        The chapter is its number (1) or its target (RaysBooks); the step is named as the chapter names it: \
        '--step 3' is the first output block under "Step 3", '--step 3.2' the second, and so on (default: the \
        chapter's last; './workbook run --list' shows them). Wherever the step includes an exercise, your \
        Exercises/<id>.swift is compiled in (the starter code until you write one), never the reference answer. \
        Nothing is written: run never creates or changes a file.
        Exit status: 0 the program prints what the chapter shows, 1 it differs, does not compile or crashes, 2 usage.
        """
    )

    @OptionGroup var course: CourseOptions
    @OptionGroup var grader: GraderOptions

    @Argument(help: "The chapter: its number or its target name.")
    var chapter: String?

    @Option(help: "The step to run, as the chapter names it: 3 (Step 3's first output), 3.2 (its second). Default: the last.")
    var step: String?

    @Flag(help: "List the runnable steps instead of running one.")
    var list = false

    func run() throws {
        let setup = try grader.setup(course)
        let runner = StepRunner(setup: setup)
        let style = TerminalStyle.detect()
        do {
            if list { return try StepListing(runner: runner, style: style).print(chapter: chapter) }
            guard let name = chapter else {
                throw CleanExit.failure("workbook run: which chapter? Give its number or target, e.g. './workbook run 1' ('./workbook run --list' shows every step).")
            }
            guard let chapter = runner.chapter(named: name) else {
                let known = setup.course.chapters.map { "\($0.number) (\($0.targetName))" }.joined(separator: ", ")
                throw CleanExit.failure("workbook run: no chapter '\(name)'; the chapters are \(known).")
            }
            let steps = try runner.steps(of: chapter)
            guard let last = steps.last else { throw CleanExit.failure("workbook run: \(chapter.path) has no output block, so no step to run.") }
            var chosen = last
            if let wanted = step {
                guard let found = runner.step(named: wanted, in: steps) else {
                    let names = steps.map(\.name.description).joined(separator: ", ")
                    throw CleanExit.failure("workbook run: chapter \(chapter.number) has no step '\(wanted)'; its steps are \(names) ('./workbook run \(chapter.number) --list' shows where each one is).")
                }
                chosen = found
            }
            let outcome = try runner.run(chosen)
            let diagnosis = StepDiagnosis(outcome: outcome, runner: runner)
            let (text, passed) = StepVerdict(style: style, command: Invocation.commandLine).render(outcome, diagnosis: diagnosis)
            FileHandle.standardOutput.write(Data(text.utf8))
            if !passed { throw ExitCode(1) }
        } catch let error as GradingError {
            throw CleanExit.failure("\(error)")
        } catch let errors as LiterateErrors {
            throw CleanExit.failure(errors.description)
        }
    }
}

/// What stands between a step and the chapter's output, as far as the
/// learner's exercises go: each one's state (starter code, passed, failing
/// its own check). Exercises are checked only when the step failed.
struct StepDiagnosis {
    let states: [(id: String, state: StepRunner.ExerciseState)]

    init(outcome: StepRunner.Outcome, runner: StepRunner) {
        states = runner.exerciseStates(of: outcome.step, check: !outcome.matches)
    }

    /// The exercises still holding the starter code (a file or none).
    var unwritten: [String] { states.filter { $0.state == .starter || $0.state == .notStarted }.map(\.id) }
    /// The exercises written but failing their own check.
    var failing: [String] { states.filter { if case .failing = $0.state { true } else { false } }.map(\.id) }
}

/// `workbook run --list`.
struct StepListing {
    let runner: StepRunner
    let style: TerminalStyle

    func print(chapter name: String?) throws {
        var chapters = runner.setup.course.chapters
        if let name {
            guard let chapter = runner.chapter(named: name) else { throw CleanExit.failure("workbook run: no chapter '\(name)'.") }
            chapters = [chapter]
        }
        var out: [String] = []
        for chapter in chapters {
            out.append(style.bold("Chapter \(chapter.number) \(chapter.title)") + style.dim(" (\(chapter.targetName))"))
            for step in try runner.steps(of: chapter) {
                let uses = step.exercises.isEmpty ? "" : style.dim("  with " + step.exercises.map { "Exercises/\($0).swift" }.joined(separator: ", "))
                out.append("  ./workbook run \(chapter.number) --step \(step.name)".padding(toLength: 34, withPad: " ", startingAt: 0)
                           + (step.subsection ?? "") + style.dim("  \(step.chapter.path):\(step.output.fenceLine)") + uses)
            }
        }
        Swift.print(out.joined(separator: "\n"))
    }
}

/// What `workbook run` prints for one step: the program's output, then the verdict.
struct StepVerdict {
    let style: TerminalStyle
    /// The command as the learner ran it, to run again.
    let command: String

    func render(_ outcome: StepRunner.Outcome, diagnosis: StepDiagnosis) -> (String, Bool) {
        let step = outcome.step
        let place = "\(step.chapter.path):\(step.output.fenceLine)"
        var out = [style.dim("── chapter \(step.chapter.number), step \(step.name)" + (step.subsection.map { ": \($0)" } ?? "") + " ──")]
        switch outcome.kind {
        case let .compileFailed(failure):
            out.append(style.red(style.bold("✗ step \(step.name) does not compile")))
            for diagnostic in failure.diagnostics.prefix(12) {
                let location = diagnostic.line > 0 ? "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)" : diagnostic.file
                // A note (where a name was first declared, …) stays a note.
                let severity = diagnostic.severity == .error ? style.red("error") : style.dim(diagnostic.severity.rawValue)
                out.append("\(location): \(severity): \(diagnostic.message)")
                out += diagnostic.excerpt.prefix(3).map { "    " + $0 }
            }
            if failure.diagnostics.count > 12 { out.append(style.dim("  … and \(failure.diagnostics.count - 12) more")) }
            out += nextStep(step, diagnosis: diagnosis, blamed: failure.diagnostics.map(\.file))
            return (out.joined(separator: "\n") + "\n", false)
        case let .ran(result):
            let printed = outcome.printed
            out.append(printed.hasSuffix("\n") || printed.isEmpty ? String(printed.dropLast(printed.hasSuffix("\n") ? 1 : 0)) : printed)
            if result.timedOut || result.outputLimitExceeded || result.termination != .exited(0) {
                let why = result.starved ? "this machine was too busy to give it its time (it waited for a CPU until the backstop); run it again when the machine is quieter"
                    : result.timedOut ? "it was stopped after its time limit" : result.outputLimitExceeded ? "it printed too much" : "it crashed (\(result.termination))"
                out.append(style.red(style.bold("✗ step \(step.name): the program did not end normally: \(why)")))
                let stderr = CrashReport.withoutStackTrace(String(decoding: result.standardError, as: UTF8.self))
                out += stderr.split(separator: "\n").prefix(6).map { "    " + $0 }
                out += nextStep(step, diagnosis: diagnosis, blamed: [])
                return (out.joined(separator: "\n") + "\n", false)
            }
            if outcome.matches {
                out.append(style.green(style.bold("✓ step \(step.name) prints what the chapter shows")) + style.dim(" (\(place))"))
                for (id, state) in diagnosis.states where state == .starter || state == .notStarted {
                    let now = state == .starter ? "Exercises/\(id).swift still holds the starter code" : "\(id) is not started yet (this step compiled its starter code)"
                    out.append(style.dim("  \(now), and this step's output does not show it: './workbook check \(id)' is what checks that answer."))
                }
                return (out.joined(separator: "\n") + "\n", true)
            }
            out.append(style.red(style.bold("✗ step \(step.name) prints something other than what the chapter shows")) + style.dim(" (\(place))"))
            out.append(style.dim("  - expected (the chapter's output)   + actual (what your program printed)"))
            let elide: Bool = if case let .output(elide) = step.output.kind { elide } else { false }
            for line in OutputDiff.lines(expected: step.output.code, printed: printed, elide: elide) {
                switch line {
                case let .same(text): out.append("    " + text)
                case let .expected(text): out.append(style.red("  - " + text))
                case let .printed(text): out.append(style.green("  + " + text))
                case let .skipped(count): out.append(style.dim("    … \(count) matching line\(count == 1 ? "" : "s")"))
                }
            }
            out += nextStep(step, diagnosis: diagnosis, blamed: [])
            return (out.joined(separator: "\n") + "\n", false)
        }
    }

    /// Which exercise is in the way, and what to do about it. `blamed` are
    /// the files a compiler error names.
    private func nextStep(_ step: StepRunner.Step, diagnosis: StepDiagnosis, blamed: [String]) -> [String] {
        guard !step.exercises.isEmpty else {
            return [style.dim("The chapter's own code differs at this step: fix \(step.chapter.path) (or run './workbook verify').")]
        }
        var lines: [String] = []
        for (id, state) in diagnosis.states {
            let file = "Exercises/\(id).swift"
            switch state {
            case .notStarted: lines.append("  \(file) does not exist yet, so this step used \(id)'s starter code.")
            case .starter: lines.append("  \(file) still holds the starter code.")
            case let .failing(status): lines.append("  \(file) does not pass its own check (\(status == .compileError ? "it does not compile" : "some of its cases fail")).")
            case .passed: lines.append(style.dim("  \(file) passes its check."))
            case .unknown: lines.append(style.dim("  \(file) could not be checked."))
            }
        }
        // The one in the way: the exercise a compiler error names, else the
        // step's own exercise when it is not done, else one failing its
        // check, else the first not written in the course's order (the
        // exercise the learner meets next; a later one builds on it).
        let candidates = diagnosis.failing + diagnosis.unwritten
        let compileBlamed = diagnosis.states.map(\.id).first { id in blamed.contains("Exercises/\(id).swift") }
        let own = step.visibleCaseOf.flatMap { candidates.contains($0) ? $0 : nil }
        if let id = compileBlamed ?? own ?? diagnosis.failing.first ?? diagnosis.unwritten.first {
            let notStarted = diagnosis.states.first { $0.id == id }?.state == .notStarted
            let action = notStarted
                ? "'./workbook check \(id)' creates Exercises/\(id).swift from the starter code; write your answer there, check it again"
                : "edit Exercises/\(id).swift, run './workbook check \(id)' (every case, rule by rule)"
            lines.append(style.dim("The exercise in the way is \(id): \(action), then run '\(command)' again."))
        } else {
            lines.append(style.dim("Every exercise in this step passes its own check, yet the step prints something else: the chapter's output depends on something its rules leave open. Please report it, with this output."))
        }
        return lines
    }
}
