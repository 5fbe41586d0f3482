import Foundation
import Literate
import Sandbox
import Toolchain

/// Builds the program that grades one answer (docs/EXERCISE-FORMAT.md).
///
/// The program is made of two Swift modules:
///
/// - `Exercise`, the learner's program as they would compile it: the
///   chapter's code at the exercise's step (its `main.swift` wrapped in a
///   function), the exercise's bridge and the answer. Compiled for each
///   answer, with testing enabled (the harness uses internal names). Its
///   types are internal, so fixed-layout even with library evolution: the
///   kit reaches the answer's own types only through the bridge (see
///   ``StepKit``).
/// - `WorkbookHarness`, the grader's: the harness, the generator and the
///   driver. It imports `Exercise`, but is compiled once per step (the
///   *step kit*, cached by digest) against the interface of the reference
///   answer's `Exercise`, before any answer exists.
///
/// The two are linked. Every call in the harness and the driver was
/// resolved when the kit was compiled, so nothing an answer declares (its
/// own `FileHandle.readDataToEndOfFile()`, a type named like a harness
/// helper) can change what they call; the answer reaches the harness only
/// through the names the kit was compiled against (the exercise's
/// contract). An answer that does not provide one of them, in the form the
/// kit uses, does not link, and the verdict names what is missing.
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
    /// `answerPath`) for exercise step `step` of `chapter`, whose grading
    /// material is `material`.
    func build(step: Tangler.ExerciseStep, chapter: Chapter, material: ExerciseMaterial, answerText: String, answerPath: String) throws -> Outcome {
        // The answer's text, read once for the screen, the interface guess and the skeleton.
        let reading = SwiftCodeReader.read(answerText)
        let screened = AnswerScreen.problems(in: reading, path: answerPath)
        if !screened.isEmpty { return .compileFailed(CompileFailure(diagnostics: screened)) }
        let exerciseMaterial = material
        let material = try ExerciseSources(material: material)
        let exerciseFiles = material.exerciseFiles(step: step)
        let context = try BuildContext(setup: setup, chapter: chapter, texts: (exerciseFiles + material.harnessFiles()).map(\.text) + [answerText, material.referenceAnswer])
        let kit = try StepKit.prepare(material: material, step: step, context: context, setup: setup)

        var keyMaterial = Data("\(kit.key)\n\(answerPath)\n\(answerText.utf8.count)\n\(answerText)".utf8)
        // A failure past the compile budget holds for that budget only.
        keyMaterial += Data("compile budget \(setup.compiler.limits.answerBudgetSeconds)\n".utf8)
        keyMaterial += Data("symbol screen \(AnswerObjectScreen.version)\n".utf8)
        // Whose objects are kept: every answer's, or only the reference
        // answer's (the course's own text, whoever hands it in).
        let sharing = setup.chapterObjectSharing
        let isReference = answerText == exerciseMaterial.text(.answer)
        let keeps = sharing == .everyAnswer || (sharing == .referenceAnswer && isReference)
        // The reference's build that keeps its objects for the students is
        // one of its own, though its program is the same as any other build's.
        if keeps && sharing == .referenceAnswer { keyMaterial += Data("keeps the reference answer's chapter objects\n".utf8) }
        let key = String(GraderSetup.digest(keyMaterial).prefix(24))
        let cachedBuild = try CachedBuild(key: key, setup: setup, context: context)
        let directory = cachedBuild.directory
        let compiledBeside = exerciseFiles + [("WorkbookBundle.swift", context.bundleAccessor)]
        let answerName = (answerPath as NSString).lastPathComponent
        // For an answer the screen admits, the compiler's judgement of its
        // interface decides whether the chapter's objects kept for that
        // interface serve it.
        let dependencyTool = sharing != .none && AnswerInterface.admits(reading) ? setup.dependencyTool() : nil
        if dependencyTool != nil && sharing == .referenceAnswer && !isReference {
            prepareReferenceObjects(step: step, chapter: chapter, material: exerciseMaterial, kitKey: kit.key)
        }
        // Whether objects were kept for an answer of the same skeleton
        // (read once the reference's are kept): the answer alone is
        // compiled first only then (``AnswerSkeleton``).
        let expectation = dependencyTool == nil ? nil
            : try? ChapterObjects.Expectation(setup: setup, kitKey: kit.key, files: compiledBeside.map { (name: $0.0, text: $0.1) },
                                              skeleton: AnswerSkeleton.digest(of: reading), sharing: sharing)
        return try cachedBuild.outcome { cached in
            let sources = directory.appendingPathComponent("sources")
            let answerCopy = sources.appendingPathComponent("answer").appendingPathComponent(answerName)
            try write(answerText, to: answerCopy)
            let answer = (source: answerCopy.path, object: sources.appendingPathComponent("answer.o").path)
            var chapter: [(source: String, object: String)] = []
            for file in compiledBeside {
                let url = sources.appendingPathComponent(file.0)
                try write(file.1, to: url)
                chapter.append((url.path, sources.appendingPathComponent(file.0 + ".o").path))
            }
            /// Compiles `primaries`, every file of the module read: the
            /// failure's step, or nil, and the seconds it took.
            func compile(_ primaries: [(source: String, object: String)],
                         dependencyOutputs: (referenceDependencies: String, module: String)? = nil) throws -> (failure: CachedBuild.Step?, seconds: Double) {
                var request = context.exerciseRequest(sources: [answer.source] + chapter.map(\.source), output: "")
                request.frontendPrimaries = primaries
                request.typeCheckBudgetSeconds = setup.compiler.limits.answerBudgetSeconds
                request.answerSource = answerCopy.path
                request.dependencyOutputs = dependencyOutputs
                let compiled = setup.compiler.compile(request)
                // The compiler could not even start: the machine's failure, never kept.
                if let why = compiled.outOfProcesses { throw GradingError.outOfProcesses(why) }
                if compiled.timedOut {
                    // Stopped for time, but the compile did not have its budget
                    // (a busy machine): no verdict, nothing kept.
                    let budget = setup.compiler.limits.answerBudgetSeconds
                    throw GradingError.machineBusy("the compiler was stopped after \(Int(compiled.duration.rounded())) s by the clock without having had its "
                        + "\(budget == budget.rounded() ? String(Int(budget)) : String(budget)) s budget (it was waiting for a CPU, or for the disk)")
                }
                guard compiled.succeeded else {
                    return (.failed(CompileFailure(result: compiled, answerCopy: answerCopy.path, answerPath: answerPath, sourcesDirectory: sources.path), cacheable: true),
                            compiled.duration)
                }
                return (nil, compiled.duration)
            }
            /// What the compiler made of the answer, against what it is about
            /// to be linked with (``AnswerObjectScreen``): a refusal, or the
            /// object to link, a copy of the answer's in which every symbol
            /// the rest of the program does not ask for is local.
            func screenObject(linkedWith chapterObjects: [String]) throws -> (refused: CachedBuild.Step?, object: String) {
                let object = URL(fileURLWithPath: answer.object)
                guard AnswerObjectScreen.screens(object) else { return (nil, answer.object) }
                let symbols = try ObjectSymbols.read(answer.object)
                let parts = try (AnswerObjectScreen.chapterParts(chapterObjects) + kit.parts + [AnswerObjectScreen.runtimeStartup(compiler: setup.compiler)].compactMap { $0 })
                    .map { part in (part: part, symbols: try ObjectSymbols.read(part.path)) }
                let decision = AnswerObjectScreen.decide(symbols, parts: parts) {
                    AnswerObjectScreen.librarySymbols(compiler: setup.compiler, extraDirectories: context.runtime.map { [$0.path] } ?? [])
                }
                if !decision.refusals.isEmpty {
                    return (.failed(CompileFailure(diagnostics: AnswerObjectScreen.diagnostics(decision.refusals, answerText: answerText, answerPath: answerPath)), cacheable: true), answer.object)
                }
                let linked = sources.appendingPathComponent("answer-linked.o")
                try AnswerObjectScreen.localize(object, into: linked, keeping: decision.global, compiler: setup.compiler)
                return (nil, linked.path)
            }
            /// Links the answer's object, the chapter's and the kit's. Nil
            /// when linking with kept chapter objects failed (compile them again).
            func link(_ chapterObjects: [String], kept: Bool, compileSeconds: Double) throws -> CachedBuild.Step? {
                let screened = try screenObject(linkedWith: chapterObjects)
                // Kept objects are a guess: a refusal against them is decided
                // again against the chapter's objects compiled with this answer.
                if let refused = screened.refused { return kept ? nil : refused }
                // The answer's object first: the driver writes the module's
                // autolink file beside the first one, which must be this build's
                // own folder, never the kit's (shared by every answer's link).
                let linked = setup.compiler.compile(context.request(sources: [screened.object] + chapterObjects + kit.objectPaths, output: cached.staging.path))
                if let why = linked.outOfProcesses { throw GradingError.outOfProcesses(why) }
                guard linked.succeeded else {
                    if kept && !linked.timedOut { return nil }
                    let demangler = URL(fileURLWithPath: setup.compiler.path).deletingLastPathComponent().appendingPathComponent("swift-demangle").path
                    let failure = CompileFailure(linkResult: linked, answerPath: answerPath, demangler: demangler)
                    // Remembered only when what is missing is the answer's.
                    let missing = LinkerOutput.missingSymbols(in: linked.rawOutput)
                    return .failed(failure, cacheable: !linked.timedOut && !missing.isEmpty && missing.allSatisfy { $0.contains("8Exercise") })
                }
                return .built(seconds: compileSeconds + linked.duration)
            }
            let chapterObjects = chapter.map(\.object)
            /// Every file in one frontend (the answer's interface written
            /// beside when `dependencyOutputs` is given), screened and linked.
            func compileWhole(dependencyOutputs: (referenceDependencies: String, module: String)? = nil) throws -> CachedBuild.Step {
                let whole = try compile([answer] + chapter, dependencyOutputs: dependencyOutputs)
                if let failure = whole.failure { return failure }
                return try link(chapterObjects, kept: false, compileSeconds: whole.seconds) ?? .failed(CompileFailure(diagnostics: []), cacheable: false)
            }
            let strategy = BuildStrategy.choose(interfaceJudged: dependencyTool != nil, objectsKeptForSkeleton: expectation.map(\.isMet), keepsObjects: keeps)
            guard let dependencyTool, strategy != .wholeModule else { return try compileWhole() }
            let outputs = (referenceDependencies: sources.appendingPathComponent("answer-interface.swiftdeps").path,
                           module: sources.appendingPathComponent("answer-interface.swiftmodule").path)
            /// The objects kept (or to keep) for the answer's interface, as
            /// this build's compile of it wrote it.
            func reusableObjects() -> ChapterObjects? {
                Self.interface(referenceDependencies: outputs.referenceDependencies, module: outputs.module, fileName: answerName, tool: dependencyTool).flatMap {
                    try? ChapterObjects(setup: setup, kitKey: kit.key, files: compiledBeside.map { (name: $0.0, text: $0.1) }, interface: $0, sharing: sharing)
                }
            }
            if strategy == .wholeModuleKeepingObjects {
                let step = try compileWhole(dependencyOutputs: outputs)
                if case .built = step, let reusable = reusableObjects() {
                    reusable.keep(chapterObjects)
                    expectation?.record()
                }
                return step
            }
            // .answerFirst
            // The answer alone (the chapter's files are read, not compiled),
            // with the compiler's account of what it provides.
            let alone = try compile([answer], dependencyOutputs: outputs)
            if let failure = alone.failure { return failure }
            let reusable = reusableObjects()
            // An answer whose interface was compiled before is linked with
            // the objects kept from that build.
            if let keptObjects = reusable?.kept(), let step = try link(keptObjects, kept: true, compileSeconds: alone.seconds) {
                return step
            }
            // The chapter's files, the answer read beside them.
            let rest = try compile(chapter)
            if let failure = rest.failure { return failure }
            let step = try link(chapterObjects, kept: false, compileSeconds: alone.seconds + rest.seconds) ?? .failed(CompileFailure(diagnostics: []), cacheable: false)
            if case .built = step, keeps, let reusable {
                reusable.keep(chapterObjects)
                expectation?.record()
            }
            return step
        }
    }

    /// Builds the reference answer of `material` for `step` once per
    /// process (its program is cached like any answer's), so that its
    /// chapter objects are kept before the students' answers are compiled
    /// (``GraderSetup/ChapterObjectSharing/referenceAnswer``). A reference
    /// that does not build keeps none: every student compiles everything.
    private func prepareReferenceObjects(step: Tangler.ExerciseStep, chapter: Chapter, material: ExerciseMaterial, kitKey: String) {
        guard let reference = material.text(.answer) else { return }
        let stamp = kitKey + "\n" + GraderSetup.digest(Data(reference.utf8))
        if Self.referencesBuilt.value(for: stamp) != nil { return }
        // The same path as the checker's own build of the reference (for
        // generated cases), so that one compile serves both.
        _ = try? build(step: step, chapter: chapter, material: material, answerText: reference, answerPath: material.folder.displayPath(.answer))
        Self.referencesBuilt.set(true, for: stamp)
    }

    /// The reference answers this process has built for their objects, by kit and text.
    static let referencesBuilt = Memo<Bool>()

    /// The answer's interface (``AnswerInterface``) from the compile's
    /// dependency file and partial module, or nil when either cannot be read.
    static func interface(referenceDependencies: String, module: String, fileName: String, tool: String) -> String? {
        guard let dependencies = try? ReferenceDependencies.read(referenceDependencies, tool: tool),
              let partialModule = FileManager.default.contents(atPath: module), !partialModule.isEmpty else { return nil }
        return AnswerInterface.key(dependencies: dependencies, partialModule: partialModule, fileName: fileName, moduleName: "Exercise")
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
            if let why = result.outOfProcesses { throw GradingError.outOfProcesses(why) }
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
        runtime = texts.contains { Self.mentions("import Crypto", in: $0) } ? try setup.runtimeLibraryDirectory() : nil
        includePaths = runtime == nil ? [] : [setup.productsDirectory.appendingPathComponent("Modules").path]
    }

    var readOnlyPaths: [String] { [fixtures.path] + (runtime.map { [$0.path] } ?? []) }

    /// Whether `text` holds `needle`, bytes compared (`memchr` for its
    /// first byte, `memcmp` for the rest): Foundation's `String.contains`
    /// took a few milliseconds of every check over the harness and the
    /// chapter's files.
    static func mentions(_ needle: String, in text: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let pattern = wanted.baseAddress, let first = wanted.first else { return true }
                guard var cursor = haystack.baseAddress.map(UnsafeRawPointer.init) else { return false }
                let end = cursor + haystack.count
                while end - cursor >= wanted.count, let found = memchr(cursor, Int32(first), end - cursor) {
                    let at = UnsafeRawPointer(found)
                    if end - at < wanted.count { return false }
                    if memcmp(at, pattern, wanted.count) == 0 { return true }
                    cursor = at + 1
                }
                return false
            }
        }
    }

    /// The `Bundle.module` the chapter's code loads its fixtures through.
    var bundleAccessor: String {
        "import Foundation\nextension Foundation.Bundle {\n    static let module: Bundle = Bundle(path: \"\(fixtures.path)\")!\n}\n"
    }

    func request(sources: [String], output: String, moduleName: String = "Exercise") -> CompileRequest {
        var request = CompileRequest(sources: sources, output: output, moduleName: moduleName)
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

    /// A compile of the learner's module `Exercise` (no `main.swift` of its
    /// own: the driver is the grader's), with testing enabled, so the
    /// harness may use the chapter's internal names, and library evolution.
    /// Library evolution makes public types resilient only: an internal type
    /// (every chapter and answer type) keeps a fixed layout, which a
    /// `@testable` client builds in. So the kit never holds a value of a
    /// type the answer declares (``StepKit``), and the order of an answer's
    /// stored properties or enum cases cannot change what the kit reads.
    func exerciseRequest(sources: [String], output: String) -> CompileRequest {
        var request = request(sources: sources, output: output)
        request.extraFlags += ["-parse-as-library", "-enable-library-evolution", "-enable-testing"]
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
        let lock = try FolderLock(in: directory)
        defer { lock.release() }
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

    /// The answer's module compiled but does not link with the grader's:
    /// it lacks a name the harness uses (the exercise's contract), or
    /// declares it in another form than the task asks for (a function where
    /// a property is asked for, another type of value).
    init(linkResult result: CompileResult, answerPath: String, demangler: String) {
        timedOut = result.timedOut
        let text = result.rawOutput
        let names = Self.demangled(Array(LinkerOutput.missingSymbols(in: text).prefix(8)), demangler: demangler)
        let message: String
        if names.isEmpty {
            message = "your answer compiled, but the grader's program could not be linked with it:\n" + String(text.suffix(1500))
        } else {
            message = "your answer compiled, but it does not provide, in the form the exercise asks for, what the grader uses:\n"
                + names.map { "  - " + $0 }.joined(separator: "\n")
                + "\nDeclare these as the exercise's task text names them (their kind, type and `static`/instance must match)."
        }
        diagnostics = [Diagnostic(file: answerPath, line: 0, column: 0, severity: .error, message: message)]
    }

    /// Without "Exercise." where it qualifies a name (not inside "WorkbookExercise.").
    private static func unqualified(_ text: String) -> String {
        let expression = try? NSRegularExpression(pattern: "(?<![A-Za-z0-9_])Exercise\\.")
        return expression?.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "") ?? text
    }

    private static func demangled(_ symbols: [String], demangler: String) -> [String] {
        guard !symbols.isEmpty else { return [] }
        guard FileManager.default.isExecutableFile(atPath: demangler),
              let result = try? HostProcess.run(HostCommand(executable: demangler, arguments: ["-simplified"] + symbols, timeoutSeconds: 10)),
              result.termination == .exited(0) else { return symbols }
        let lines = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").map {
            // "<mangled> ---> <demangled>": the learner reads the second.
            unqualified(String($0.components(separatedBy: " ---> ").last ?? String($0))
                .replacingOccurrences(of: "(extension in Exercise):", with: ""))
                .replacingOccurrences(of: "FoundationEssentials.", with: "").replacingOccurrences(of: "Foundation.", with: "")
        }
        return lines.isEmpty ? symbols : lines
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
        // answer does not declare a name the chapter uses, say). An answer's
        // error keeps its notes wherever they point: "'Book' previously
        // declared here" names the chapter's line (`Chapters/…md:line`).
        let own = DiagnosticParser.groups(kept).filter { $0.first?.file == answerPath }.flatMap { $0 }
        diagnostics = own.contains { $0.severity == .error } ? own : kept
    }
}
