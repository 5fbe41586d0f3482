import ArgumentParser
import Foundation

@main
struct Workbook: ParsableCommand {
    static let configuration = CommandConfiguration(
        // As the learner types it in the course folder (the `./workbook`
        // script): usage lines and "See './workbook --help'" work as printed.
        commandName: "./workbook",
        abstract: "Learn Swift's Codable by reading, writing and checking: a literate workbook and its grader.",
        discussion: """
        A learner's loop: read a chapter (Chapters/ or `./workbook render`), write the answer in \
        Exercises/<id>.swift, run `./workbook check`, repeat. Instructors grade a class with `./workbook grade`.
        """,
        subcommands: [
            ListCommand.self, CheckCommand.self, RunCommand.self, HintCommand.self, QuizCommand.self, ResetCommand.self, WatchCommand.self,
            GradeCommand.self, MergeCommand.self, GradebookCommand.self,
            TangleCommand.self, VerifyCommand.self, NewCommand.self, RenderCommand.self, ServeCommand.self,
        ]
    )

    /// Usage errors (an unknown option, a bad value) exit with 2, as every
    /// command's help says, not ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
