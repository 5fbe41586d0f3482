import ArgumentParser
import Foundation
import Grading

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check your answer to an exercise.",
        discussion: """
        Without an id, checks the exercise you are working on: the one whose file you last edited or \
        checked, or, when that one is passed, the next one after it in course order. Without --answer, checks your \
        file Exercises/<id>.swift, created from the chapter's starter code the first time (never overwritten).
        Exit status: 0 passed, 1 not passed (wrong, does not compile, crashed, timed out), 2 usage or setup error.
        """
    )

    @OptionGroup var course: CourseOptions
    @OptionGroup var grader: GraderOptions

    @Argument(help: "The exercise id (see './workbook list').")
    var exercise: String?

    @Option(help: "Check this file instead of Exercises/<id>.swift.")
    var answer: String?

    @Option(help: "human (default) or json (Exercism's test-runner results, version 3).")
    var format: OutputFormat = .human

    @Option(help: "The seed of the generated cases: the verdict prints the one it used, and the same seed makes the same cases again.")
    var seed: UInt64?

    func run() throws {
        let setup = try grader.setup(course)
        let workspace = LearnerWorkspace(course: setup.course)
        let checker = Checker(setup: setup)
        guard let id = exercise ?? workspace.currentExercise() else {
            print("Every exercise is passed. Well done! ('./workbook list' shows them; './workbook check <id>' checks one again.)")
            return
        }
        do {
            _ = try checker.validate(exercise: id)
            // Editors (SourceKit-LSP) read Exercises/compile_commands.json.
            _ = try? EditorSupport(course: setup.course, productsDirectory: setup.productsDirectory).write()
            let result: CheckResult
            if let answer {
                // Another file: checked, never recorded as the learner's progress.
                if format == .human && isatty(2) == 1 { printError("Checking \(id) (\(answer))…") }
                result = try checker.check(CheckRequest(exercise: .id(id), answer: .file(URL(fileURLWithPath: answer), shownAs: answer), seeds: .given(seed)))
            } else {
                let url = workspace.answerURL(for: id)
                if !FileManager.default.fileExists(atPath: url.path) {
                    printError("Created \(workspace.displayPath(for: url)) from the chapter's starter code: write your answer there.")
                }
                if format == .human && isatty(2) == 1 { printError("Checking \(id) (\(workspace.displayPath(for: url)))…") }
                result = try LearnerCheck(setup: setup).run(id, seed: seed).result
            }
            switch format {
            case .human:
                let hints = setup.course.chapter(forExercise: id)?.hints(for: id).count ?? 0
                let left = hints - (workspace.loadState().hintsShown[id] ?? 0)
                print(HumanReport(style: .detect()).render(result, hintsLeft: left, command: Invocation.commandLine))
                if result.passed, answer == nil, let next = workspace.nextExercise(after: id) {
                    print("Next: ./workbook check \(next)")
                }
            case .json:
                FileHandle.standardOutput.write(try ExercismReport.json(for: result, cases: (try? checker.cases(for: id)) ?? []) + Data("\n".utf8))
            }
            if !result.passed { throw ExitCode(1) }
        } catch let error as GradingError {
            // An empty or unusable answer is the learner's, not a usage error:
            // with --format json it is still a v3 document, status "error".
            if format == .json {
                switch error {
                case .unreadableAnswer:
                    FileHandle.standardOutput.write(try ExercismReport.unusable("\(error)").jsonData() + Data("\n".utf8))
                    throw ExitCode(1)
                default:
                    break
                }
            }
            throw CleanExit.failure("\(error)")
        }
    }
}
