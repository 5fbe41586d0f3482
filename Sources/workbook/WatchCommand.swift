import ArgumentParser
import Foundation
import Grading

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Check an answer again every time you save it (Ctrl-C to stop).",
        discussion: "Without an id, follows the exercise you are working on (as './workbook check' chooses it) and moves on to the next one in course order when it passes."
    )

    @OptionGroup var course: CourseOptions
    @OptionGroup var grader: GraderOptions

    @Argument(help: "The exercise id.")
    var exercise: String?

    @Option(help: "Seconds between looks at the file.")
    var interval: Double = 0.5

    func run() throws {
        let setup = try grader.setup(course)
        let workspace = LearnerWorkspace(course: setup.course)
        let learnerCheck = LearnerCheck(setup: setup)
        let style = TerminalStyle.detect()
        var current = exercise ?? workspace.currentExercise()
        var lastSeen: Data?
        while let id = current {
            do {
                let url = try workspace.ensureAnswer(for: id).url
                let data = try? Data(contentsOf: url)
                if data != lastSeen {
                    lastSeen = data
                    if isatty(1) == 1 { print("\u{1B}[2J\u{1B}[H", terminator: "") }
                    print(style.dim("Watching \(workspace.displayPath(for: url)) — save to check again, Ctrl-C to stop."))
                    fflush(nil)
                    let result = try learnerCheck.run(id).result
                    print(HumanReport(style: style).render(result))
                    // Through a pipe (an editor's panel, `| tee`) stdout is
                    // block-buffered and this loop never ends: hand each
                    // verdict over as soon as it is printed.
                    fflush(nil)
                    if result.passed && exercise == nil {
                        current = workspace.nextExercise(after: id)
                        lastSeen = nil
                        if let next = current { print("\nOn to \(next)…") }
                        continue
                    }
                }
            } catch let error as GradingError {
                print("\(error)")
                fflush(nil)
                lastSeen = try? Data(contentsOf: workspace.answerURL(for: id))
            }
            Thread.sleep(forTimeInterval: max(0.1, interval))
        }
        print("Every exercise is passed. Well done!")
    }
}
