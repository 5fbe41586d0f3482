import ArgumentParser
import Foundation
import Grading

struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reset", abstract: "Restore an exercise's starter code, keeping your answer as a backup.")

    @OptionGroup var course: CourseOptions

    @Argument(help: "The exercise id.")
    var exercise: String

    func run() throws {
        let workspace = LearnerWorkspace(course: try course.loadCourse())
        do {
            let backup = try workspace.reset(exercise)
            print("Restored \(workspace.displayPath(for: workspace.answerURL(for: exercise))) to the starter code.")
            if let backup { print("Your previous answer is kept in \(workspace.displayPath(for: backup)).") }
        } catch let error as GradingError {
            throw CleanExit.failure("\(error)")
        }
    }
}
