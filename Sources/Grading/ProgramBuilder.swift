import Foundation
import Literate
import Toolchain

/// Builds the program that grades one answer: the chapter's code at the
/// exercise's step, the answer, the exercise's harness and the driver, in
/// one module (docs/EXERCISE-FORMAT.md). Programs are cached by the digest
/// of everything that goes into them, so re-checking an unchanged answer
/// compiles nothing.
struct ProgramBuilder: Sendable {
    let setup: GraderSetup

    struct Program: Sendable {
        let executable: URL
        /// Paths the sandbox must show the program (read-only).
        let readOnlyPaths: [String]
        let compileDuration: Double
        let cached: Bool
    }

    enum Outcome: Sendable {
        case built(Program)
        /// The compiler's errors, already filtered for the learner.
        case compileFailed(CompileFailure)
    }

    /// Compiles `answer` (its text is `answerText`; diagnostics use
    /// `answerPath`) for exercise step `step` of `chapter`.
    func build(step: Tangler.ExerciseStep, chapter: Chapter, answerText: String, answerPath: String) throws -> Outcome {
        let harness = setup.course.solutionsDirectory.appendingPathComponent(step.id).appendingPathComponent("harness.swift")
        guard let harnessText = try? String(contentsOf: harness, encoding: .utf8) else {
            throw GradingError.setup("Solutions/\(step.id)/harness.swift is missing: the exercise cannot be graded without it")
        }
        guard let driverURL = Bundle.module.url(forResource: "main", withExtension: "swift", subdirectory: "Harness"),
              let driverText = try? String(contentsOf: driverURL, encoding: .utf8) else {
            throw GradingError.setup("the grader's driver (Harness/main.swift) is missing from its resources; rebuild the workbook")
        }
        var files: [(name: String, text: String)] = step.files.map { ($0.name, $0.text) }
        files.append(("WorkbookChapterMain.swift", SourceFileText.wrappedMain(step.main.text)))
        files.append(("WorkbookHarness.swift", SourceFile.segment(harnessText, path: "Solutions/\(step.id)/harness.swift", line: 1)))
        files.append(("main.swift", driverText))
        return try build(files: files, chapter: chapter, answer: (answerText, answerPath))
    }

    /// Compiles a chapter's snapshot as it stands (for `workbook verify`).
    func build(snapshot: [SourceFile], chapter: Chapter) throws -> Outcome {
        try build(files: snapshot.map { ($0.name, $0.text) }, chapter: chapter, answer: nil)
    }

    /// Compiles `files` (plus a `Bundle.module` for the chapter's fixtures,
    /// and the answer when there is one) into a cached executable.
    private func build(files sourceFiles: [(name: String, text: String)], chapter: Chapter, answer: (text: String, path: String)?) throws -> Outcome {
        let fixtures = try setup.fixturesCopy(for: chapter)
        let usesCrypto = (sourceFiles.map(\.text) + [answer?.text ?? ""]).contains { $0.contains("import Crypto") }
        let runtime = usesCrypto ? try setup.runtimeLibraryDirectory() : nil
        var files = sourceFiles
        files.append(("WorkbookBundle.swift", "import Foundation\nextension Foundation.Bundle {\n    static let module: Bundle = Bundle(path: \"\(fixtures.path)\")!\n}\n"))

        var keyMaterial = Data("\(GraderSetup.graderVersion)\n\(setup.compilerVersion)\n\(answer?.path ?? "-")\n".utf8)
        for (name, text) in files + [("answer", answer?.text ?? "")] { keyMaterial += Data("\(name)\n\(text.utf8.count)\n\(text)".utf8) }
        if let runtime { keyMaterial += Data(runtime.path.utf8) }
        let key = GraderSetup.digest(keyMaterial)
        let cacheKey = String(key.prefix(24))
        let directory = try setup.programCache.privateFolder(key: cacheKey)
        let executable = setup.programCache.programURL(key: cacheKey)
        var readOnly = [executable.deletingLastPathComponent().path, fixtures.path]
        if let runtime { readOnly.append(runtime.path) }

        let failureRecord = directory.appendingPathComponent("compile-failure.json")
        func cachedOutcome() -> Outcome? {
            if let verified = setup.programCache.verifiedExecutable(key: cacheKey) {
                return .built(Program(executable: verified, readOnlyPaths: readOnly, compileDuration: 0, cached: true))
            }
            if let data = try? Data(contentsOf: failureRecord), let failure = try? JSONDecoder().decode(CompileFailure.self, from: data) {
                return .compileFailed(failure)
            }
            return nil
        }
        if let cached = cachedOutcome() { return cached }

        // One build per program at a time, across threads and processes: the
        // same answer graded twice at once (two students, or verify's last
        // step and its target) compiles once.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lock = open(directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw GradingError.setup("cannot create a lock in \(directory.path): check that the grader's cache folder is writable") }
        defer { flock(lock, LOCK_UN); close(lock) }
        flock(lock, LOCK_EX)
        if let cached = cachedOutcome() { return cached }

        let sources = directory.appendingPathComponent("sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, text) in files {
            let url = sources.appendingPathComponent(name)
            try Data(text.utf8).write(to: url, options: .atomic)
            paths.append(url.path)
        }
        // The answer is compiled from a copy named like the original, and its
        // diagnostics are mapped back to the path the learner knows.
        let answerPath = answer?.path ?? ""
        let answerCopy = sources.appendingPathComponent("answer").appendingPathComponent((answerPath as NSString).lastPathComponent)
        if let answer {
            try FileManager.default.createDirectory(at: answerCopy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(answer.text.utf8).write(to: answerCopy, options: .atomic)
            paths.append(answerCopy.path)
        }

        let staging = directory.appendingPathComponent("program.\(UUID().uuidString)")
        var request = CompileRequest(sources: paths, output: staging.path, moduleName: "Exercise")
        request.swiftLanguageVersion = "5"
        request.timeoutSeconds = 120
        if let runtime {
            request.includePaths = [setup.productsDirectory.appendingPathComponent("Modules").path]
            request.libraryPaths = [runtime.path]
            request.libraries = ["CourseSupport"]
        }
        // No -file-prefix-map: it makes swiftc rebuild its module cache (3× the
        // compile time); paths are mapped back in diagnostics and crash reports.
        request.extraFlags = ["-suppress-warnings"]
        let result = setup.compiler.compile(request)
        guard result.succeeded else {
            try? FileManager.default.removeItem(at: staging)
            let failure = CompileFailure(result: result, answerCopy: answerCopy.path, answerPath: answerPath, sourcesDirectory: sources.path)
            // A compiler stopped by its time limit may succeed on a quieter machine: not cached.
            if !result.timedOut, let data = try? JSONEncoder().encode(failure) { try? data.write(to: failureRecord, options: .atomic) }
            return .compileFailed(failure)
        }
        try setup.programCache.record(key: cacheKey, built: staging)
        return .built(Program(executable: executable, readOnlyPaths: readOnly, compileDuration: result.duration, cached: false))
    }
}

/// Text helpers for generated sources.
enum SourceFileText {
    /// The chapter's `main.swift` as a function the driver calls. Its
    /// `import` lines move to file scope (blank lines keep every other
    /// line where `#sourceLocation` says it is).
    static func wrappedMain(_ main: String) -> String {
        var imports: [String] = []
        var body: [String] = []
        for line in main.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("import "), trimmed.dropFirst(7).trimmingCharacters(in: .whitespaces).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                imports.append(trimmed)
                body.append("")
            } else {
                body.append(String(line))
            }
        }
        return imports.joined(separator: "\n") + "\n// The chapter's program at this step, run in \"chapter\" mode.\nfunc workbookChapterMain() throws {\n" + body.joined(separator: "\n") + "\n}\n"
    }
}

/// A failed compile, described for the learner: the answer's own errors at
/// its own path, the chapter's (at Markdown lines) when the answer broke
/// them, never the temporary paths.
public struct CompileFailure: Sendable, Codable, Equatable {
    public let diagnostics: [Diagnostic]
    public let timedOut: Bool

    init(result: CompileResult, answerCopy: String, answerPath: String, sourcesDirectory: String) {
        timedOut = result.timedOut
        var kept: [Diagnostic] = []
        for var diagnostic in result.diagnostics where diagnostic.severity != .warning && diagnostic.severity != .remark {
            if diagnostic.file == answerCopy { diagnostic.file = answerPath }
            if diagnostic.file.hasPrefix(sourcesDirectory) {
                // Generated glue (driver, bundle accessor): not the learner's concern by path.
                diagnostic.file = "(grader)/" + (diagnostic.file as NSString).lastPathComponent
            }
            kept.append(diagnostic)
        }
        if kept.isEmpty {
            kept = [Diagnostic(file: answerPath, line: 0, column: 0, severity: .error, message: result.rawOutput.isEmpty ? "the compiler failed without a message" : String(result.rawOutput.suffix(2000)))]
        }
        // When the answer has errors of its own, the chapter's and harness's
        // follow-on errors are noise; otherwise they are the only clue (the
        // answer does not declare a name the chapter uses, say).
        let own = kept.filter { $0.file == answerPath }
        diagnostics = own.contains { $0.severity == .error } ? own : kept
    }
}
