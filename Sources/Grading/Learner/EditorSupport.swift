import Foundation
import Literate
import Sandbox

/// Lets an editor using SourceKit-LSP understand `Exercises/<id>.swift`: an
/// answer belongs to no SwiftPM target, so SourceKit-LSP looks for a build
/// description next to it and finds `Exercises/compile_commands.json`, which
/// compiles each answer with the chapter's files at that exercise's step in
/// one module, in Swift 5 mode — the module the grader builds. The chapter's
/// files are written (from the same Tangler as everything else) to
/// `.workbook/editor/<id>/`; go-to-definition lands there.
public struct EditorSupport: Sendable {
    public let course: Course
    /// Where the package's modules were built (for chapter 4's `Crypto`).
    public let productsDirectory: URL

    public init(course: Course, productsDirectory: URL) {
        self.course = course
        self.productsDirectory = productsDirectory
    }

    public var databaseURL: URL { LearnerWorkspace(course: course).exercisesDirectory.appendingPathComponent("compile_commands.json") }
    public var filesDirectory: URL { course.root.appendingPathComponent(".workbook").appendingPathComponent("editor") }

    /// One compile command per exercise.
    public struct Command: Codable, Sendable, Equatable {
        public let directory: String
        public let file: String
        public let arguments: [String]
    }

    /// The commands, and the generated files they name (path → text).
    public func plan() throws -> (commands: [Command], files: [String: String]) {
        let workspace = LearnerWorkspace(course: course)
        var commands: [Command] = []
        var files: [String: String] = [:]
        for exercise in course.exercises {
            guard let chapter = course.chapter(forExercise: exercise.id) else { continue }
            let step = try course.tangler(for: chapter).exerciseStep(exercise.id)
            let directory = filesDirectory.appendingPathComponent(exercise.id)
            var sources: [String] = []
            func add(_ name: String, _ text: String) {
                let path = directory.appendingPathComponent(name).path
                files[path] = text
                sources.append(path)
            }
            for file in step.files { add(file.name, file.text) }
            add("WorkbookChapterMain.swift", SourceFileText.wrappedMain(step.main.text))
            let fixtures = course.fixturesDirectory(for: chapter).path
            add("WorkbookBundle.swift", "import Foundation\nextension Foundation.Bundle {\n    static let module: Bundle = Bundle(path: \"\(fixtures)\")!\n}\n")
            let answer = workspace.answerURL(for: exercise.id).path
            let arguments = ["swiftc", "-module-name", "Exercise", "-swift-version", "5",
                             "-I", productsDirectory.appendingPathComponent("Modules").path] + sources + [answer]
            commands.append(Command(directory: course.root.path, file: answer, arguments: arguments))
            // The chapter's files resolve too, when go-to-definition opens them.
            for source in sources {
                commands.append(Command(directory: course.root.path, file: source, arguments: arguments))
            }
        }
        return (commands, files)
    }

    /// Where the last write records what it was made from (``inputsStamp``).
    var stampURL: URL { filesDirectory.appendingPathComponent(".made-from") }

    /// What the database and the files are made from: every chapter's file
    /// and every exercise's reference answer (their identities: path, inode,
    /// size, times), the course folder (the fixtures' folders are below it)
    /// and the products folder, and the database file as it was last written. Every `workbook check`
    /// writes them; planning them again (tangling every exercise's step)
    /// cost a tenth of the `workbook` process's own time, so a write whose
    /// inputs are unchanged does nothing.
    func inputsStamp() -> String {
        var lines = ["editor support 1", course.root.path, productsDirectory.path, filesDirectory.path,
                     BootCache.identity(ofFile: databaseURL.path)]
        // Read without parsing the chapters (a check parses only its own).
        for path in course.chapterPaths {
            lines.append(BootCache.identity(ofFile: course.root.appendingPathComponent(path).path))
        }
        for exercise in course.exercises {
            lines.append(BootCache.identity(ofFile: course.referenceAnswer(for: exercise.id).path))
        }
        return lines.joined(separator: "\n")
    }

    /// Writes the database and the files, touching only what changed (an
    /// editor reloads on every change). Returns true when something changed.
    /// Does nothing when what they are made from is as at the last write
    /// (``inputsStamp()``).
    @discardableResult
    public func write() throws -> Bool {
        let stamp = inputsStamp()
        if (try? String(contentsOf: stampURL, encoding: .utf8)) == stamp { return false }
        let changed = try writeAll()
        // Recorded with the database as now written (its identity is part of the stamp).
        try? Data(inputsStamp().utf8).write(to: stampURL, options: .atomic)
        return changed
    }

    private func writeAll() throws -> Bool {
        let (commands, files) = try plan()
        var changed = false
        let fileManager = FileManager.default
        func put(_ data: Data, at url: URL) throws {
            if (try? Data(contentsOf: url)) == data { return }
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            changed = true
        }
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            try put(Data(text.utf8), at: URL(fileURLWithPath: path))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try put(try encoder.encode(commands), at: databaseURL)
        return changed
    }
}
