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
        The chapter is its number (1) or its target (RaysBooks); the step is one of the chapter's output blocks \
        (default: the last; 'workbook run --list' shows them). Wherever the step includes an exercise, your \
        Exercises/<id>.swift is compiled in (the starter code until you write one), never the reference answer.
        Exit status: 0 the program prints what the chapter shows, 1 it differs, does not compile or crashes, 2 usage.
        """
    )

    @OptionGroup var course: CourseOptions
    @OptionGroup var grader: GraderOptions

    @Argument(help: "The chapter: its number or its target name.")
    var chapter: String?

    @Option(help: "The step to run (1 = the chapter's first output block). Default: the last.")
    var step: Int?

    @Flag(help: "List the runnable steps instead of running one.")
    var list = false

    func run() throws {
        let setup = try grader.setup(course)
        let runner = StepRunner(setup: setup)
        let style = TerminalStyle.detect()
        do {
            if list { return try StepListing(runner: runner, style: style).print(chapter: chapter) }
            guard let name = chapter else {
                throw CleanExit.failure("workbook run: which chapter? Give its number or target, e.g. 'workbook run 1' ('workbook run --list' shows every step).")
            }
            guard let chapter = runner.chapter(named: name) else {
                let known = setup.course.chapters.map { "\($0.number) (\($0.targetName))" }.joined(separator: ", ")
                throw CleanExit.failure("workbook run: no chapter '\(name)'; the chapters are \(known).")
            }
            let steps = try runner.steps(of: chapter)
            guard !steps.isEmpty else { throw CleanExit.failure("workbook run: \(chapter.path) has no output block, so no step to run.") }
            let number = step ?? steps.count
            guard (1...steps.count).contains(number) else {
                throw CleanExit.failure("workbook run: chapter \(chapter.number) has steps 1 to \(steps.count); 'workbook run \(chapter.number) --list' shows them.")
            }
            var chosen = steps[number - 1]
            // Diagnostics name Exercises/<id>.swift: make sure it exists, as `check` does.
            let workspace = LearnerWorkspace(course: setup.course)
            var created = false
            for id in chosen.exercises {
                let ensured = try workspace.ensureAnswer(for: id)
                if ensured.created {
                    created = true
                    printError("Created \(workspace.displayPath(for: ensured.url)) from the chapter's starter code: write your answer there.")
                }
            }
            if created { chosen = try runner.steps(of: chapter)[number - 1] }
            if !chosen.exercises.isEmpty {
                _ = try? EditorSupport(course: setup.course, productsDirectory: setup.productsDirectory).write()
            }
            let outcome = try runner.run(chosen)
            let (text, passed) = StepVerdict(style: style, command: Invocation.commandLine).render(outcome, total: steps.count)
            FileHandle.standardOutput.write(Data(text.utf8))
            if !passed { throw ExitCode(1) }
        } catch let error as GradingError {
            throw CleanExit.failure("\(error)")
        } catch let errors as LiterateErrors {
            throw CleanExit.failure(errors.description)
        }
    }
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
                out.append("  workbook run \(chapter.number) --step \(step.number)".padding(toLength: 32, withPad: " ", startingAt: 0)
                           + "\(step.chapter.path):\(step.output.fenceLine)  \(step.section ?? "")" + uses)
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

    func render(_ outcome: StepRunner.Outcome, total: Int) -> (String, Bool) {
        let step = outcome.step
        let place = "\(step.chapter.path):\(step.output.fenceLine)"
        var out = [style.dim("── chapter \(step.chapter.number), step \(step.number) of \(total)" + (step.section.map { ": \($0)" } ?? "") + " ──")]
        switch outcome.kind {
        case let .compileFailed(failure):
            out.append(style.red(style.bold("✗ step \(step.number) does not compile")))
            for diagnostic in failure.diagnostics.prefix(12) {
                let location = diagnostic.line > 0 ? "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)" : diagnostic.file
                out.append("\(location): \(style.red("error")): \(diagnostic.message)")
                out += diagnostic.excerpt.prefix(3).map { "    " + $0 }
            }
            if failure.diagnostics.count > 12 { out.append(style.dim("  … and \(failure.diagnostics.count - 12) more")) }
            out.append(nextStep(step))
            return (out.joined(separator: "\n") + "\n", false)
        case let .ran(result):
            let printed = outcome.printed
            out.append(printed.hasSuffix("\n") || printed.isEmpty ? String(printed.dropLast(printed.hasSuffix("\n") ? 1 : 0)) : printed)
            if result.timedOut || result.outputLimitExceeded || result.termination != .exited(0) {
                let why = result.timedOut ? "it was stopped after its time limit" : result.outputLimitExceeded ? "it printed too much" : "it crashed (\(result.termination))"
                out.append(style.red(style.bold("✗ step \(step.number): the program did not end normally: \(why)")))
                let stderr = CrashReport.withoutStackTrace(String(decoding: result.standardError, as: UTF8.self))
                out += stderr.split(separator: "\n").prefix(6).map { "    " + $0 }
                out.append(nextStep(step))
                return (out.joined(separator: "\n") + "\n", false)
            }
            if outcome.matches {
                out.append(style.green(style.bold("✓ step \(step.number) prints what the chapter shows")) + style.dim(" (\(place))"))
                return (out.joined(separator: "\n") + "\n", true)
            }
            out.append(style.red(style.bold("✗ step \(step.number) prints something else than the chapter shows")) + style.dim(" (\(place))"))
            out.append(style.dim("  - the chapter   + your program"))
            let elide: Bool = if case let .output(elide) = step.output.kind { elide } else { false }
            for line in OutputDiff.lines(expected: step.output.code, printed: printed, elide: elide) {
                switch line {
                case let .same(text): out.append("    " + text)
                case let .expected(text): out.append(style.red("  - " + text))
                case let .printed(text): out.append(style.green("  + " + text))
                case let .skipped(count): out.append(style.dim("    … \(count) matching line\(count == 1 ? "" : "s")"))
                }
            }
            out.append(nextStep(step))
            return (out.joined(separator: "\n") + "\n", false)
        }
    }

    private func nextStep(_ step: StepRunner.Step) -> String {
        guard !step.exercises.isEmpty else {
            return style.dim("The chapter's own code differs at this step: fix \(step.chapter.path) (or run 'workbook verify').")
        }
        let files = step.exercises.map { "Exercises/\($0).swift" }.joined(separator: ", ")
        return style.dim("This step includes your \(files). Edit it and run '\(command)' again; 'workbook check \(step.exercises.last!)' checks it on every case.")
    }
}
