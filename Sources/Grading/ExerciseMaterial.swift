import Foundation
import Literate
import Toolchain

/// The grading material of one exercise, read from its solutions folder
/// (`Solutions/<id>/`, or an instructor's `--solutions` folder), and the
/// grader's own driver and support files.
struct ExerciseMaterial: Sendable {
    let id: String
    let harness: String
    /// `generator.swift`, or an empty generator when the exercise has none.
    let generator: String
    /// `bridge.swift`: compiled with each answer, naming what the harness
    /// needs of it beyond conformances. Optional.
    let bridge: String?
    let referenceAnswer: String
    let driver: String
    let support: String
    let hasGenerator: Bool

    init(step: Tangler.ExerciseStep, solutions: URL) throws {
        id = step.id
        let folder = solutions.appendingPathComponent(step.id)
        func read(_ name: String) -> String? { try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        guard let harness = read("harness.swift") else {
            throw GradingError.setup("\(Self.display(folder))/harness.swift is missing: the exercise cannot be graded without it")
        }
        guard let answer = read("answer.swift") else {
            throw GradingError.setup("\(Self.display(folder))/answer.swift is missing: the grader needs the reference answer to build the exercise's program and to compute the expected results of generated cases")
        }
        self.harness = SourceFile.segment(harness, path: "Solutions/\(step.id)/harness.swift", line: 1)
        if let generator = read("generator.swift") {
            self.generator = SourceFile.segment(generator, path: "Solutions/\(step.id)/generator.swift", line: 1)
            hasGenerator = true
        } else {
            generator = "enum WorkbookGenerator {\n    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] { [] }\n}\n"
            hasGenerator = false
        }
        bridge = read("bridge.swift").map { SourceFile.segment($0, path: "Solutions/\(step.id)/bridge.swift", line: 1) }
        referenceAnswer = SourceFile.segment(answer, path: "Solutions/\(step.id)/answer.swift", line: 1)
        driver = try Self.resource("main")
        support = try Self.resource("WorkbookSupport")
    }

    /// Every file of the program but the answer's and the per-answer ones.
    func fixedFiles(step: Tangler.ExerciseStep) -> [(name: String, text: String)] {
        step.files.map { ($0.name, $0.text) } + [
            ("WorkbookHarness.swift", harness),
            ("WorkbookGenerator.swift", generator),
            ("WorkbookSupport.swift", support),
            ("main.swift", driver),
        ]
    }

    /// The files compiled with each answer: the chapter's program at the
    /// step (it calls the answer) and the bridge.
    func perAnswerFiles(step: Tangler.ExerciseStep) -> [(name: String, text: String)] {
        [("WorkbookChapterMain.swift", SourceFileText.wrappedMain(step.main.text))] + (bridge.map { [("WorkbookBridge.swift", $0)] } ?? [])
    }

    private static func resource(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "swift", subdirectory: "Harness"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw GradingError.setup("the grader's Harness/\(name).swift is missing from its resources; rebuild the workbook (swift build)")
        }
        return text
    }

    private static func display(_ folder: URL) -> String {
        let path = folder.path
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}

/// The part of an exercise's program that does not depend on the answer,
/// compiled once to object files (against the reference answer) and cached.
struct StepKit: Sendable {
    let key: String
    /// The kit's Swift files: the rest of the module when an answer compiles.
    let sourcePaths: [String]
    let objectPaths: [String]

    static func prepare(material: ExerciseMaterial, step: Tangler.ExerciseStep, context: BuildContext, setup: GraderSetup) throws -> StepKit {
        let fixed = material.fixedFiles(step: step) + [("WorkbookBundle.swift", context.bundleAccessor)]
        let reference = [("WorkbookReferenceAnswer.swift", material.referenceAnswer)] + material.perAnswerFiles(step: step)
        var keyMaterial = Data("kit\n\(GraderSetup.graderVersion)\n\(setup.compilerVersion)\n\(context.runtime?.path ?? "-")\n".utf8)
        for (name, text) in fixed + reference { keyMaterial += Data("\(name)\n\(text.utf8.count)\n\(text)".utf8) }
        let key = GraderSetup.digest(keyMaterial)
        // Private like the programs' sources: only the grader's user may
        // write the objects every answer is linked with.
        let directory = setup.cacheDirectory.appendingPathComponent("kits").appendingPathComponent(String(key.prefix(24)))
        try ProgramCache.preparePrivate(directory)
        let sources = directory.appendingPathComponent("sources")
        let objects = directory.appendingPathComponent("objects")
        let kit = StepKit(key: key,
                          sourcePaths: fixed.map { sources.appendingPathComponent($0.0).path },
                          objectPaths: fixed.map { objects.appendingPathComponent($0.0 + ".o").path })
        let done = directory.appendingPathComponent("done")
        if FileManager.default.fileExists(atPath: done.path) { return kit }

        try ProgramCache.preparePrivate(objects)
        let lock = open(directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw GradingError.setup("cannot create a lock in \(directory.path): check that the grader's cache folder is writable") }
        defer { flock(lock, LOCK_UN); close(lock) }
        flock(lock, LOCK_EX)
        if FileManager.default.fileExists(atPath: done.path) { return kit }

        for (name, text) in fixed { try write(text, to: sources.appendingPathComponent(name)) }
        var referencePaths: [String] = []
        for (name, text) in reference {
            let url = directory.appendingPathComponent("reference").appendingPathComponent(name)
            try write(text, to: url)
            referencePaths.append(url.path)
        }
        var request = context.request(sources: kit.sourcePaths + referencePaths, output: "")
        request.frontendPrimaries = Array(zip(kit.sourcePaths, kit.objectPaths)).map { (source: $0.0, object: $0.1) }
        request.timeoutSeconds = 300
        let result = setup.compiler.compile(request)
        guard result.succeeded else {
            let errors = result.errors.prefix(5).map(\.rendered).joined(separator: "\n")
            throw GradingError.setup("the exercise '\(material.id)' does not compile with its own reference answer, so no answer can be graded:\n\(errors.isEmpty ? String(result.rawOutput.suffix(2000)) : errors)\nRun 'workbook verify' to see the chapter's problems.")
        }
        try Data().write(to: done)
        return kit
    }
}

/// Constructs an answer may not use: they would let it replace functions
/// the grader's own code calls, or blame its errors on other files.
enum AnswerScreen {
    static let forbidden: [(token: String, why: String)] = [
        ("#sourceLocation", "it would report your errors at another file's lines"),
        ("@_silgen_name", "it can replace functions the grader relies on"),
        ("@_cdecl", "it can replace C functions the grader relies on"),
        ("@_dynamicReplacement", "it can replace functions the grader relies on"),
        ("@_extern", "it can bind to functions the grader relies on"),
        ("@_section", "it places data where the grader does not expect it"),
        ("@_used", "it keeps hidden symbols alive in the grader's program"),
        ("@main", "the grader's driver is the program's entry point"),
    ]

    /// One error per forbidden construct outside comments and string literals.
    static func problems(in text: String, path: String) -> [Diagnostic] {
        codeWords(in: text).compactMap { word in
            guard let rule = forbidden.first(where: { $0.token == word.text }) else { return nil }
            return Diagnostic(file: path, line: word.line, column: word.column, severity: .error,
                              message: "'\(word.text)' is not allowed in an answer: \(rule.why); remove it")
        }
    }

    /// The names of the types an answer declares (struct, class, enum,
    /// actor, protocol, typealias), outside comments and strings.
    static func declaredTypeNames(in text: String) -> Set<String> {
        let words = codeWords(in: text).map(\.text)
        let introducers: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
        var names: Set<String> = []
        for (index, word) in words.enumerated() where introducers.contains(word) && index + 1 < words.count {
            let next = words[index + 1]
            // `class func`, `class var`: a modifier, not a declaration.
            if let first = next.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first), !keywords.contains(next) {
                names.insert(next)
            }
        }
        return names
    }

    /// Every identifier, keyword, `#directive` and `@attribute` outside
    /// comments and string literals, with its line and column.
    static func codeWords(in text: String) -> [(text: String, line: Int, column: Int)] {
        var words: [(text: String, line: Int, column: Int)] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0, line = 1, column = 1
        func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count {
                if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
        }
        func starts(_ prefix: String) -> Bool {
            let p = Array(prefix.unicodeScalars)
            return index + p.count <= scalars.count && Array(scalars[index..<(index + p.count)]) == p
        }
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || CharacterSet.alphanumerics.contains(scalar) }
        while index < scalars.count {
            if starts("//") {
                while index < scalars.count && scalars[index] != "\n" { advance() }
            } else if starts("/*") {
                var depth = 0
                repeat {
                    if starts("/*") { depth += 1; advance(2) } else if starts("*/") { depth -= 1; advance(2) } else { advance() }
                } while depth > 0 && index < scalars.count
            } else if starts("\"\"\"") {
                advance(3)
                while index < scalars.count && !starts("\"\"\"") { if scalars[index] == "\\" { advance() }; advance() }
                advance(3)
            } else if scalars[index] == "\"" {
                advance()
                while index < scalars.count && scalars[index] != "\"" && scalars[index] != "\n" { if scalars[index] == "\\" { advance() }; advance() }
                advance()
            } else if scalars[index] == "#" || scalars[index] == "@" || isWordScalar(scalars[index]) {
                let startLine = line, startColumn = column
                var word = String(scalars[index])
                advance()
                while index < scalars.count, isWordScalar(scalars[index]) {
                    word.unicodeScalars.append(scalars[index]); advance()
                }
                words.append((word, startLine, startColumn))
            } else {
                advance()
            }
        }
        return words
    }

    /// Words after `class` that make it a modifier.
    static let keywords: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "private", "fileprivate", "internal", "public", "open", "convenience", "required", "mutating"]
}
