import ArgumentParser
import Foundation
import Literate
import Grading

struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hint", abstract: "Show the next hint for an exercise (one more each time).")

    @OptionGroup var course: CourseOptions

    @Argument(help: "The exercise id.")
    var exercise: String

    func run() throws {
        let workspace = LearnerWorkspace(course: try course.loadCourse())
        do {
            guard let next = try workspace.nextHint(for: exercise) else {
                print("No more hints for \(exercise): you have seen them all. Reread the chapter's section, or compare with \(workspace.course.folder(for: exercise).displayPath(.answer)) when you are truly stuck.")
                return
            }
            print(TerminalStyle.detect().bold("Hint \(next.number) of \(next.total) for \(exercise):"))
            print(next.hint.code.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch let error as GradingError {
            throw CleanExit.failure("\(error)")
        }
    }
}
