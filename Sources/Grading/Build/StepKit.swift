import Foundation
import Literate
import Toolchain

/// The part of an exercise's program that does not depend on the answer,
/// compiled once per step and cached: the grader's module `WorkbookHarness`
/// (harness, generator, driver) as object files, type-checked against the
/// interface of the reference answer's `Exercise` module.
///
/// The kit never sees what the answer declares beyond the names it was
/// compiled against. Library evolution does not make the learner's types
/// resilient: they are internal, and an internal type has a fixed layout
/// even to a `@testable` client, which builds in the offsets of its stored
/// properties and passes its values in registers. The chapter's types are
/// the same in every answer's module; a type the *answer* declares is not
/// (the order of its stored properties or cases is the answer's choice), so
/// the kit must not hold one: the harness reaches it through the bridge,
/// and a harness or generator that names one is refused here
/// (``answerTypeUses(in:referenceAnswer:)``).
struct StepKit: Sendable {
    let key: String
    /// The grader's module's object files, linked with every answer.
    let objectPaths: [String]

    /// The kit's objects as the answer screen names them to a learner.
    var parts: [AnswerObjectScreen.Part] {
        objectPaths.map { path in
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let role: String
            switch name {
            case "main.swift": role = "the grader's driver"
            case "WorkbookHarness.swift": role = "the exercise's harness"
            case "WorkbookGenerator.swift": role = "the exercise's case generator"
            default: role = "the grader's kit"
            }
            return AnswerObjectScreen.Part(path: path, role: role)
        }
    }

    static func prepare(material: ExerciseSources, step: Tangler.ExerciseStep, context: BuildContext, setup: GraderSetup) throws -> StepKit {
        let exercise = material.exerciseFiles(step: step) + [("WorkbookBundle.swift", context.bundleAccessor), ("WorkbookReferenceAnswer.swift", material.referenceAnswer)]
        let harness = material.harnessFiles()
        let common = try KitModule.prepare(files: material.kitFiles(), context: context, setup: setup)
        var keyMaterial = Data("kit 4\n\(GraderSetup.graderVersion)\n\(setup.compilerVersion)\n\(context.runtime?.path ?? "-")\n\(common.key)\n".utf8)
        for (name, text) in exercise + harness { keyMaterial += Data("\(name)\n\(text.utf8.count)\n\(text)".utf8) }
        let key = GraderSetup.digest(keyMaterial)
        // Private like the programs' sources: only the grader's user may
        // write the objects every answer is linked with.
        let directory = setup.cacheDirectory.appendingPathComponent("kits").appendingPathComponent(String(key.prefix(24)))
        try ProgramCache.preparePrivate(directory)
        let interface = directory.appendingPathComponent("interface")
        let harnessSources = directory.appendingPathComponent("harness")
        let objects = directory.appendingPathComponent("objects")
        let harnessObjects = harness.map { objects.appendingPathComponent($0.name + ".o").path }
        let kit = StepKit(key: key, objectPaths: harnessObjects + [common.objectPath])
        let done = directory.appendingPathComponent("done")
        if FileManager.default.fileExists(atPath: done.path) { return kit }

        try ProgramCache.preparePrivate(objects)
        try ProgramCache.preparePrivate(interface)
        let lock = try FolderLock(in: directory)
        defer { lock.release() }
        if FileManager.default.fileExists(atPath: done.path) { return kit }

        let harnessPath = material.folder.displayPath(.harness), generatorPath = material.folder.displayPath(.generator)
        let layoutProblems = answerTypeUses(in: [(path: harnessPath, text: material.harness)] + (material.hasGenerator ? [(path: generatorPath, text: material.generator)] : []),
                                            referenceAnswer: material.referenceAnswer)
        guard layoutProblems.isEmpty else {
            throw GradingError.setup("the exercise '\(material.id)' has a harness that depends on the layout of the answer's types, so a correct answer declaring them in another order would be misgraded:\n" + layoutProblems.joined(separator: "\n"))
        }

        // Errors in the author's grading files are the same on every try
        // until a file changes (the directory is keyed by every file):
        // remembered, so the next checks (verify's starter and mutations, a
        // class's answers) say so at once. Not errors in the chapter's files,
        // which may come from the machine (a module not built yet).
        let failedNote = directory.appendingPathComponent("failed")
        if let known = try? String(contentsOf: failedNote, encoding: .utf8) { throw GradingError.setup(known) }
        func failed(_ result: CompileResult, _ what: String, next: String, remember: Bool = false) -> GradingError {
            let errors = result.errors.prefix(5).map(\.rendered).joined(separator: "\n")
            let message = "the exercise '\(material.id)' \(what), so no answer can be graded:\n\(errors.isEmpty ? String(result.rawOutput.suffix(2000)) : errors)\n\(next)"
            if remember && !result.errors.isEmpty && !result.timedOut { try? Data(message.utf8).write(to: failedNote) }
            return GradingError.setup(message)
        }
        // 1. The interface of the reference answer's `Exercise` module.
        // The chapter's files (as a learner compiles them) in sources/, what
        // the grader adds to them and the reference answer in reference/.
        let chapterNames = Set(step.files.map(\.name) + ["WorkbookBundle.swift"])
        var referencePaths: [String] = []
        for (name, text) in exercise {
            let url = directory.appendingPathComponent(chapterNames.contains(name) ? "sources" : "reference").appendingPathComponent(name)
            try write(text, to: url)
            referencePaths.append(url.path)
        }
        var moduleRequest = context.exerciseRequest(sources: referencePaths, output: interface.appendingPathComponent("Exercise.swiftmodule").path)
        moduleRequest.extraFlags += ["-emit-module"]
        moduleRequest.timeoutSeconds = 300
        let module = setup.compiler.compile(moduleRequest)
        if let why = module.outOfProcesses { throw GradingError.outOfProcesses(why) }
        guard module.succeeded else {
            // Remembered when every error is in the author's own answer or bridge.
            let answerFiles = [material.folder.displayPath(.answer), material.folder.displayPath(.bridge)]
            let files = module.errors.map(\.file)
            throw failed(module, "does not compile with its own reference answer",
                         next: "Fix the errors above (the reference answer, \(material.folder.displayPath(.answer)), or the chapter's code at its step), then run './workbook verify --exercise \(material.id)' again; './workbook verify' shows the chapter's own problems.",
                         remember: !files.isEmpty && files.allSatisfy { file in answerFiles.contains { file.hasSuffix($0) } })
        }

        // 2. The grader's module, against that interface.
        var harnessPaths: [String] = []
        for (name, text) in harness {
            let url = harnessSources.appendingPathComponent(name)
            try write(text, to: url)
            harnessPaths.append(url.path)
        }
        var request = context.request(sources: harnessPaths, output: "", moduleName: "WorkbookHarness")
        request.includePaths += [interface.path, common.interfacePath]
        request.frontendPrimaries = Array(zip(harnessPaths, harnessObjects)).map { (source: $0.0, object: $0.1) }
        request.timeoutSeconds = 300
        let result = setup.compiler.compile(request)
        if let why = result.outOfProcesses { throw GradingError.outOfProcesses(why) }
        guard result.succeeded else {
            // Which of the author's grading files hold the errors (the kit's own never do).
            let files = result.errors.map(\.file).reduce(into: [String]()) { if !$0.contains($1) && !$1.isEmpty { $0.append($1) } }
            let named = [harnessPath, generatorPath].filter { path in files.contains { $0.hasSuffix(path) } }
            let onlyAuthors = !files.isEmpty && files.allSatisfy { file in named.contains { file.hasSuffix($0) } }
            throw failed(result, "has grading code that does not compile against its reference answer (\(named.isEmpty ? "its harness or generator" : named.joined(separator: ", ")))",
                         next: "Fix the errors above, then run './workbook verify --exercise \(material.id)' again.", remember: onlyAuthors)
        }
        try Data().write(to: done)
        return kit
    }

    /// Where the grader's module names a type the reference answer declares
    /// (a struct, enum, class or actor the harness file does not declare
    /// itself), one problem per file and name: `path:line: what; what to do`.
    ///
    /// The kit is compiled against the reference answer, and the answer's
    /// types are internal, so never resilient: the kit would build in the
    /// reference's layout of such a type and misread an answer that declares
    /// its stored properties or cases in another order. Such types are
    /// reached through the exercise's bridge, compiled with each answer.
    static func answerTypeUses(in files: [(path: String, text: String)], referenceAnswer: String) -> [String] {
        let declared = declaredTypeNames(in: referenceAnswer)
        var problems: [String] = []
        for file in files {
            let words = AnswerScreen.codeWords(in: file.text)
            let own = declaredTypeNames(in: file.text)
            var reported: Set<String> = []
            // A segment's first line is its `#sourceLocation`.
            let offset = file.text.hasPrefix("#sourceLocation(") ? 1 : 0
            for word in words where declared.contains(word.text) && !own.contains(word.text) && !reported.contains(word.text) {
                reported.insert(word.text)
                problems.append("\(file.path):\(word.line - offset): names `\(word.text)`, a type the reference answer declares; the step kit is compiled against the reference answer and would read its values by the reference's layout, misreading an answer that declares its stored properties or cases in another order. Reach it in the exercise's \(ExerciseFolder.File.bridge.rawValue) (compiled with each answer) and hand the harness values of the chapter's or Foundation's types (docs/EXERCISE-FORMAT.md, '\(ExerciseFolder.File.bridge.rawValue)')")
            }
        }
        return problems
    }

    /// The names following `struct`, `enum`, `class` or `actor` (not
    /// `class func` and the like), outside comments and strings.
    static func declaredTypeNames(in text: String) -> Set<String> {
        let words = AnswerScreen.codeWords(in: text).map(\.text)
        let introducers: Set<String> = ["struct", "enum", "class", "actor"]
        let notNames: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "protocol", "static", "final", "override", "convenience", "required"]
        var names: Set<String> = []
        for (index, word) in words.enumerated().dropFirst() where introducers.contains(words[index - 1]) {
            if let first = word.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first), !notNames.contains(word) {
                names.insert(word)
            }
        }
        return names
    }
}
