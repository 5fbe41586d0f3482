import ArgumentParser
import Foundation
import Literate
import Verification

/// `workbook new exercise <id> --chapter N`: an author's first step.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start new course material (an exercise) from templates to fill in.",
        subcommands: [NewExerciseCommand.self]
    )
}

struct NewExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: "Scaffold an exercise: its block in the chapter, Solutions/<id>/ and its section of docs/EXERCISES.md.",
        discussion: """
        Writes the exercise's block (task, stub, rules, "You are done when") at the end of the chapter's last step, \
        Solutions/<id>/\([ExerciseFolder.File.answer, .harness, .generator, .cases].map(\.rawValue).joined(separator: ", ")) and \(ExerciseFolder.mutationsName)/README.md, each place to \
        fill in marked TODO(author). Then run './workbook verify --exercise <id>': it names the next thing to write. \
        docs/AUTHORING.md walks through it.
        """
    )

    @Argument(help: "The exercise's id, in kebab case (star-rating).")
    var id: String

    @Option(help: "The number of the chapter the exercise belongs to.")
    var chapter: Int

    @OptionGroup var course: CourseOptions

    func run() throws {
        let loaded = try course.loadCourse()
        do {
            let written = try ExerciseScaffold(course: loaded, id: id, chapterNumber: chapter).write()
            print("Wrote the exercise '\(id)':")
            for file in written { print("  \(file)") }
            print("Next: fill in every TODO(author), starting with the chapter; './workbook verify --exercise \(id)' says what is still to do.")
        } catch let failure as ExerciseScaffold.Failure {
            throw CleanExit.failure("error: \(failure)")
        }
    }
}
