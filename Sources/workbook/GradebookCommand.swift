import ArgumentParser
import Classroom
import Foundation
import Gradebook
import Literate

struct GradebookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gradebook",
        abstract: "Combine several assignments' grades into one Canvas CSV and one HTML gradebook page.",
        discussion: """
        Each DIR is a folder './workbook grade --assignment' wrote (holding grades.json), one per assignment; \
        the columns follow their order. Writes <output>/canvas.csv (one column per assignment, for Canvas's \
        gradebook import) and <output>/gradebook.html (totals, pass rates, a histogram, late and missing \
        counts, the rules the class fails most; a similarity.html beside a grades.json is linked). \
        Run inside the course (or give --course) to show each rule's sentence. See docs/GRADING-REPORTS.md.
        Exit status: 0 written, 2 a grades.json is missing or unreadable, or two folders are the same assignment.
        """
    )

    @Argument(help: "Folders written by './workbook grade' (or their grades.json), one per assignment.")
    var folders: [String] = []

    @Option(help: "Folder for canvas.csv and gradebook.html.")
    var output: String = "gradebook"

    @Option(name: .customLong("course"), help: "The course folder, for the rules' sentences. Default: the nearest one at or above the current folder, if any.")
    var coursePath: String?

    func validate() throws {
        if folders.isEmpty {
            throw ValidationError("name at least one folder written by './workbook grade' (holding grades.json), e.g. ./workbook gradebook grades/hw1 grades/hw2")
        }
    }

    func run() throws {
        do {
            let run = GradebookRun(inputs: folders.map { URL(fileURLWithPath: $0) }, output: URL(fileURLWithPath: output), ruleTexts: try ruleTexts())
            let result = try run.run()
            for warning in result.gradebook.warnings { printError("warning: \(warning)") }
            let gradebook = result.gradebook
            print("Gradebook of \(gradebook.assignments.count) assignment\(gradebook.assignments.count == 1 ? "" : "s"), \(gradebook.people.count) student\(gradebook.people.count == 1 ? "" : "s"): wrote \(result.files.map(\.path).joined(separator: ", ")).")
        } catch let error as GradebookError {
            throw CleanExit.failure(error.description)
        } catch let error as ClassroomError {
            throw CleanExit.failure(error.description)
        }
    }

    /// Each exercise's numbered rules, from the chapters of the course given
    /// (an error if it cannot be read) or found around the current folder
    /// (skipped quietly when there is none).
    private func ruleTexts() throws -> [String: [Int: String]] {
        let course: Course
        do {
            let root = try CourseOptions.parse(coursePath.map { ["--course", $0] } ?? []).root()
            course = try Course.load(root: root)
        } catch {
            // Only a course named on the command line must be readable.
            guard coursePath != nil else { return [:] }
            if let invalid = error as? ValidationError {
                throw CleanExit.failure("error: \(invalid.message)")
            }
            if let errors = error as? LiterateErrors {
                throw CleanExit.failure(errors.description + "\nFix the chapter at the line shown, or leave out --course to show the rules by number.")
            }
            throw error
        }
        var texts: [String: [Int: String]] = [:]
        for chapter in course.chapters {
            for id in chapter.exerciseIDs {
                guard let rules = chapter.rules(for: id) else { continue }
                texts[id] = Dictionary(rules.rules.map { ($0.number, $0.text) }, uniquingKeysWith: { first, _ in first })
            }
        }
        return texts
    }
}
