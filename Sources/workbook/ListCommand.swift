import ArgumentParser
import Foundation
import Grading

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the exercises, where they are, and which you have passed.")

    @OptionGroup var course: CourseOptions

    func run() throws {
        let course = try course.loadCourse()
        let workspace = LearnerWorkspace(course: course)
        let style = TerminalStyle.detect()
        var passed = 0
        let current = workspace.currentExercise()
        for exercise in course.exercises {
            let done = workspace.hasPassed(exercise.id)
            if done { passed += 1 }
            let started = FileManager.default.fileExists(atPath: workspace.answerURL(for: exercise.id).path)
            let status = done ? style.green("passed ") : started ? style.yellow("started") : style.dim("to do  ")
            let name = exercise.id.padding(toLength: 20, withPad: " ", startingAt: 0)
            let marker = exercise.id == current ? style.bold("→ ") : "  "
            print("\(marker)\(status)  \(name) chapter \(exercise.chapterNumber): \(exercise.chapterTitle) — \(exercise.section)")
        }
        let total = course.exercises.count
        let width = 20
        let filled = total == 0 ? 0 : passed * width / total
        print("\n[\(String(repeating: "#", count: filled))\(String(repeating: "-", count: width - filled))] \(passed) of \(total) exercises passed")
        if let current { print("Next: ./workbook check \(current)") }
    }
}
