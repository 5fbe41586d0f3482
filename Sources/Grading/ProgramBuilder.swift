import Foundation
import Literate
import Toolchain

/// Builds the program that grades one answer (docs/EXERCISE-FORMAT.md).
///
/// The program is one Swift module, as a learner's own would be: the chapter's
/// code at the exercise's step, the answer, the exercise's harness and
/// generator, and the driver. It is compiled in two parts:
///
/// - the *step kit*, once per step: every file but the answer's, compiled to
///   object files against the reference answer and cached by digest;
/// - per answer, only the answer, the chapter's `main.swift` (wrapped in a
///   function) and the exercise's bridge, compiled as the module's primary
///   files with the kit's sources beside them, then linked with the kit.
///
/// The harness and the driver were type-checked against the reference answer,
/// so nothing an answer declares (a `Data.init?(base64Encoded:)` of its own,
/// say) can change what they call. An answer whose declarations take another
/// form than the reference's (a computed `static var` for a `static let`)
/// does not link against the kit; it is then compiled whole, as before.
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
        let screened = AnswerScreen.problems(in: answerText, path: answerPath)
        if !screened.isEmpty { return .compileFailed(CompileFailure(diagnostics: screened)) }
        let material = try ExerciseMaterial(step: step, solutions: setup.course.solutionsDirectory)
        let context = try BuildContext(setup: setup, chapter: chapter, texts: material.fixedFiles(step: step).map(\.text) + [answerText, material.referenceAnswer])
        let kit = try StepKit.prepare(material: material, step: step, context: context, setup: setup)

        let perAnswer = material.perAnswerFiles(step: step)
        var keyMaterial = Data("\(kit.key)\n\(answerPath)\n\(answerText.utf8.count)\n\(answerText)".utf8)
        for file in perAnswer { keyMaterial += Data("\(file.name)\n\(file.text)".utf8) }
        // A failure past the compile budget holds for that budget only.
        keyMaterial += Data("compile budget \(setup.compiler.limits.answerBudgetSeconds)\n".utf8)
        let key = String(GraderSetup.digest(keyMaterial).prefix(24))
        let cachedBuild = try CachedBuild(key: key, setup: setup, context: context)
        let directory = cachedBuild.directory
        return try cachedBuild.outcome { cached in
            let sources = directory.appendingPathComponent("sources")
            let answerCopy = sources.appendingPathComponent("answer").appendingPathComponent((answerPath as NSString).lastPathComponent)
            try write(answerText, to: answerCopy)
            var primaries: [(source: String, object: String)] = [(answerCopy.path, sources.appendingPathComponent("answer.o").path)]
            for file in perAnswer {
                let url = sources.appendingPathComponent(file.name)
                try write(file.text, to: url)
                primaries.append((url.path, sources.appendingPathComponent(file.name + ".o").path))
            }
            // The kit was compiled with the reference answer's types: code
            // that uses a type by name has its layout built in. An answer
            // that declares such a type (with stored properties of its own
            // choosing) must not be linked with it, or the kit would read
            // the answer's values with the reference's layout.
            // The whole program in one go, as a learner would compile it.
            func compileWhole(after earlier: Double) -> CachedBuild.Step {
                var wholeRequest = context.request(sources: kit.sourcePaths + primaries.map(\.source), output: cached.staging.path)
                // The answer's compile has a budget; past it, a verdict kept like any compile error.
                wholeRequest.typeCheckBudgetSeconds = setup.compiler.limits.answerBudgetSeconds
                wholeRequest.answerSource = answerCopy.path
                let whole = setup.compiler.compile(wholeRequest)
                guard whole.succeeded else {
                    return .failed(CompileFailure(result: whole, answerCopy: answerCopy.path, answerPath: answerPath, sourcesDirectory: sources.path), cacheable: !whole.timedOut)
                }
                return .built(seconds: earlier + whole.duration)
            }
            let declared = AnswerScreen.declaredTypeNames(in: answerText)
            if !declared.isEmpty {
                let kitWords = Set(material.fixedFiles(step: step).flatMap { AnswerScreen.codeWords(in: $0.text).map(\.text) })
                if !declared.isDisjoint(with: kitWords) { return compileWhole(after: 0) }
            }
            var request = context.request(sources: kit.sourcePaths + primaries.map(\.source), output: "")
            request.frontendPrimaries = primaries
            request.typeCheckBudgetSeconds = setup.compiler.limits.answerBudgetSeconds
            request.answerSource = answerCopy.path
            let compiled = setup.compiler.compile(request)
            guard compiled.succeeded else {
                return .failed(CompileFailure(result: compiled, answerCopy: answerCopy.path, answerPath: answerPath, sourcesDirectory: sources.path), cacheable: !compiled.timedOut)
            }
            let linked = setup.compiler.compile(context.request(sources: kit.objectPaths + primaries.map(\.object), output: cached.staging.path))
            if linked.succeeded { return .built(seconds: compiled.duration + linked.duration) }
            // The answer declares what the kit needs in another form.
            return compileWhole(after: compiled.duration + linked.duration)
        }
    }

    /// Compiles a chapter's snapshot as it stands (for `workbook verify` and
    /// `workbook run`): one whole-module compile, no kit.
    func build(snapshot: [SourceFile], chapter: Chapter) throws -> Outcome {
        let files = snapshot.map { ($0.name, $0.text) }
        let context = try BuildContext(setup: setup, chapter: chapter, texts: files.map(\.1))
        var keyMaterial = Data("snapshot\n\(GraderSetup.graderVersion)\n\(setup.compilerVersion)\n\(context.runtime?.path ?? "-")\n".utf8)
        for (name, text) in files { keyMaterial += Data("\(name)\n\(text.utf8.count)\n\(text)".utf8) }
        let key = String(GraderSetup.digest(keyMaterial).prefix(24))
        let cachedBuild = try CachedBuild(key: key, setup: setup, context: context)
        let directory = cachedBuild.directory
        return try cachedBuild.outcome { cached in
            let sources = directory.appendingPathComponent("sources")
            var paths: [String] = []
            for (name, text) in files + [("WorkbookBundle.swift", context.bundleAccessor)] {
                let url = sources.appendingPathComponent(name)
                try write(text, to: url)
                paths.append(url.path)
            }
            let result = setup.compiler.compile(context.request(sources: paths, output: cached.staging.path))
            guard result.succeeded else {
                return .failed(CompileFailure(result: result, answerCopy: "", answerPath: "", sourcesDirectory: sources.path), cacheable: !result.timedOut)
            }
            return .built(seconds: result.duration)
        }
    }
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
}

/// What every compile of one chapter needs: its fixtures, the runtime library
/// when the code imports Crypto, and the compiler flags.
struct BuildContext: Sendable {
    let fixtures: URL
    let runtime: URL?
    let includePaths: [String]

    init(setup: GraderSetup, chapter: Chapter, texts: [String]) throws {
        fixtures = try setup.fixturesCopy(for: chapter)
        runtime = texts.contains { $0.contains("import Crypto") } ? try setup.runtimeLibraryDirectory() : nil
        includePaths = runtime == nil ? [] : [setup.productsDirectory.appendingPathComponent("Modules").path]
    }

    var readOnlyPaths: [String] { [fixtures.path] + (runtime.map { [$0.path] } ?? []) }

    /// The `Bundle.module` the chapter's code loads its fixtures through.
    var bundleAccessor: String {
        "import Foundation\nextension Foundation.Bundle {\n    static let module: Bundle = Bundle(path: \"\(fixtures.path)\")!\n}\n"
    }

    func request(sources: [String], output: String) -> CompileRequest {
        var request = CompileRequest(sources: sources, output: output, moduleName: "Exercise")
        request.swiftLanguageVersion = "5"
        request.timeoutSeconds = 120
        request.includePaths = includePaths
        if let runtime {
            request.libraryPaths = [runtime.path]
            request.libraries = ["CourseSupport"]
        }
        // No -file-prefix-map: it makes swiftc rebuild its module cache (3× the
        // compile time); paths are mapped back in diagnostics and crash reports.
        request.extraFlags = ["-suppress-warnings"]
        return request
    }
}

/// A program cached by digest: its sources and any compile failure in a
/// private folder of the grader's cache, the program itself in the sandbox
/// area with its digest in the manifest (see ``ProgramCache``). Built once,
/// under a file lock, so the same program asked for twice at once compiles
/// once; a failed compile is remembered too (unless it ran out of time).
struct CachedBuild {
    let key: String
    let setup: GraderSetup
    let context: BuildContext
    /// Private: sources, objects, the compile failure, the lock.
    let directory: URL

    init(key: String, setup: GraderSetup, context: BuildContext) throws {
        self.key = key
        self.setup = setup
        self.context = context
        directory = try setup.programCache.privateFolder(key: key)
    }

    enum Step {
        case built(seconds: Double)
        case failed(CompileFailure, cacheable: Bool)
    }

    /// Where the compiler writes the program before it is recorded.
    var staging: URL { directory.appendingPathComponent("program.staging") }
    private var failureRecord: URL { directory.appendingPathComponent("compile-failure.json") }

    func outcome(_ compile: (CachedBuild) throws -> Step) throws -> ProgramBuilder.Outcome {
        if let cached = cachedOutcome() { return cached }
        let lock = open(directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw GradingError.setup("cannot create a lock in \(directory.path): check that the grader's cache folder is writable") }
        defer { flock(lock, LOCK_UN); close(lock) }
        flock(lock, LOCK_EX)
        if let cached = cachedOutcome() { return cached }

        try? FileManager.default.removeItem(at: staging)
        switch try compile(self) {
        case let .failed(failure, cacheable):
            try? FileManager.default.removeItem(at: staging)
            if cacheable, let data = try? JSONEncoder().encode(failure) { try? data.write(to: failureRecord, options: .atomic) }
            return .compileFailed(failure)
        case let .built(seconds):
            let executable = try setup.programCache.record(key: key, built: staging)
            return .built(program(executable, seconds: seconds, cached: false))
        }
    }

    private func program(_ executable: URL, seconds: Double, cached: Bool) -> ProgramBuilder.Program {
        ProgramBuilder.Program(executable: executable, readOnlyPaths: [executable.deletingLastPathComponent().path] + context.readOnlyPaths,
                               compileDuration: seconds, cached: cached)
    }

    private func cachedOutcome() -> ProgramBuilder.Outcome? {
        if let executable = setup.programCache.verifiedExecutable(key: key) { return .built(program(executable, seconds: 0, cached: true)) }
        if let data = try? Data(contentsOf: failureRecord), let failure = try? JSONDecoder().decode(CompileFailure.self, from: data) {
            return .compileFailed(failure)
        }
        return nil
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

    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        timedOut = false
    }

    init(result: CompileResult, answerCopy: String, answerPath: String, sourcesDirectory: String) {
        timedOut = result.timedOut
        var kept: [Diagnostic] = []
        for var diagnostic in result.diagnostics where diagnostic.severity != .warning && diagnostic.severity != .remark {
            if !answerCopy.isEmpty && diagnostic.file == answerCopy { diagnostic.file = answerPath }
            if diagnostic.file.hasPrefix(sourcesDirectory) || diagnostic.file.contains("/kits/") {
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
