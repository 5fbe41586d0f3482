import ArgumentParser
import Foundation
import Literate

struct TangleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tangle",
        abstract: "Write each chapter's code into its target under Tangled/ (or, with --check, report drift)."
    )

    @OptionGroup var course: CourseOptions

    @Flag(help: "Change nothing; exit 1 if Tangled/ differs from the chapters.")
    var check = false

    func run() throws {
        let course = try course.loadCourse()
        var drift: [TangledTarget.Drift] = []
        for chapter in course.chapters {
            let target = try TangledTarget(course: course, chapter: chapter)
            if check {
                drift += target.drift(in: course)
            } else {
                for change in try target.write(in: course) { print("\(change.kind == .extra ? "removed" : "wrote") \(change.path)") }
            }
        }
        if check {
            guard drift.isEmpty else {
                drift.forEach { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
                throw ExitCode(1)
            }
            print("Tangled/ matches the chapters (\(course.chapters.count) chapters).")
        }
    }
}
