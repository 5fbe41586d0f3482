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
                    return .failed(failure, cacheable: !linked.timedOut && !missing.isEmpty && missing.allSatisfy { LinkerOutput.mentionsModule("Exercise", in: $0) })
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
        // Per cache: another grader in this process (its own cache) keeps
        // its objects in its own folders.
        let stamp = setup.cacheDirectory.path + "\n" + kitKey + "\n" + GraderSetup.digest(Data(reference.utf8))
        if Self.referencesBuilt.value(for: stamp) != nil { return }
        // The same path as the checker's own build of the reference (for
        // generated cases), so that one compile serves both.
        _ = try? build(step: step, chapter: chapter, material: material, answerText: reference, answerPath: material.folder.displayPath(.answer))
        Self.referencesBuilt.set(true, for: stamp)
    }

    /// The reference answers this process has built for their objects, by cache, kit and text.
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
