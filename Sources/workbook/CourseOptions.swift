import ArgumentParser
import Foundation
import Literate

/// Flags every subcommand shares: where the course is.
struct CourseOptions: ParsableArguments {
    @Option(name: .customLong("course"), help: "The course folder (holding Chapters/ and Solutions/). Default: the nearest one at or above the current folder.")
    var coursePath: String?

    @Option(name: .customLong("solutions"), help: "A folder of grading material (reference answers, harnesses, cases, generators) to use instead of the course's Solutions/: an instructor's private copy.")
    var solutionsPath: String?

    /// The course root: the given folder, or the nearest folder at or above
    /// the current one that holds both `Chapters/` and `Solutions/`.
    func root() throws -> URL {
        let fileManager = FileManager.default
        if let coursePath {
            let url = URL(fileURLWithPath: coursePath).standardizedFileURL
            guard fileManager.fileExists(atPath: url.appendingPathComponent("Chapters").path) else {
                throw ValidationError("\(coursePath) is not a course folder: it has no Chapters/ folder")
            }
            return url
        }
        var url = URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL
        while true {
            if fileManager.fileExists(atPath: url.appendingPathComponent("Chapters").path),
               fileManager.fileExists(atPath: url.appendingPathComponent("Solutions").path) {
                return url
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path {
                throw ValidationError("no course here: run the workbook inside the course folder (the one holding Chapters/ and Solutions/), or pass --course PATH")
            }
            url = parent
        }
    }

    func loadCourse() throws -> Course {
        do {
            var solutions: URL?
            if let solutionsPath {
                solutions = URL(fileURLWithPath: solutionsPath).standardizedFileURL
                guard FileManager.default.fileExists(atPath: solutions!.path) else {
                    throw ValidationError("--solutions \(solutionsPath): no such folder; give the folder that holds one subfolder per exercise (<id>/\([ExerciseFolder.File.answer, .harness, .cases].map(\.rawValue).joined(separator: ", ")))")
                }
            }
            let root = try root()
            // The learner's state folder keeps the course's index: a check
            // then parses only its exercise's chapter (Course.load).
            let index = root.appendingPathComponent(".workbook").appendingPathComponent("course-index.json")
            return try Course.load(root: root, solutions: solutions, index: index)
        } catch let errors as LiterateErrors {
            throw CleanExit.failure(errors.description + "\nFix the chapter at the line shown and run the command again.")
        }
    }
}

extension CleanExit {
    /// Prints a message to standard error and exits with status 2 (usage or
    /// course problems, as opposed to 1 for "not passed").
    static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return ExitCode(2)
    }
}
