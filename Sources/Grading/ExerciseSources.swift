import Foundation
import Literate
import Toolchain

/// The sources of an exercise's program made from its material (the
/// harness, generator, bridge and reference answer, each marked with where
/// it came from), and the grader's own driver and support files.
struct ExerciseSources: Sendable {
    let id: String
    /// Where the material was read from, and how its files are shown.
    let folder: ExerciseFolder
    let harness: String
    /// `generator.swift`, or an empty generator when the exercise has none.
    let generator: String
    /// `bridge.swift`: compiled with each answer, naming what the harness
    /// needs of it beyond conformances. Optional.
    let bridge: String?
    let referenceAnswer: String
    let driver: String
    let support: String
    /// The harness kit (Harness/WorkbookKit.swift): typed inputs, results and generated cases.
    let kit: String
    /// A thrown DecodingError as a result (Harness/WorkbookThrown.swift).
    let thrown: String
    let hasGenerator: Bool

    init(material: ExerciseMaterial) throws {
        let folder = material.folder
        id = folder.id
        guard let harness = material.text(.harness) else {
            throw GradingError.setup("\(Self.display(folder.url(.harness))) is missing: the exercise cannot be graded without it")
        }
        guard let answer = material.text(.answer) else {
            throw GradingError.setup("\(Self.display(folder.url(.answer))) is missing: the grader needs the reference answer to build the exercise's program and to compute the expected results of generated cases")
        }
        self.harness = SourceFile.segment(harness, path: folder.displayPath(.harness), line: 1)
        if let generator = material.text(.generator) {
            self.generator = SourceFile.segment(generator, path: folder.displayPath(.generator), line: 1)
            hasGenerator = true
        } else {
            generator = "enum WorkbookGenerator {\n    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] { [] }\n}\n"
            hasGenerator = false
        }
        bridge = material.text(.bridge).map { SourceFile.segment($0, path: folder.displayPath(.bridge), line: 1) }
        referenceAnswer = SourceFile.segment(answer, path: folder.displayPath(.answer), line: 1)
        self.folder = folder
        driver = try Self.resource("main")
        support = try Self.resource("WorkbookSupport")
        kit = try Self.resource("WorkbookKit")
        thrown = try Self.resource("WorkbookThrown")
    }

    /// The grader's module (`WorkbookHarness`): the harness, the generator,
    /// the generators' support and the driver. It imports the learner's
    /// module `Exercise` (the chapter and the answer), and is compiled once,
    /// against the reference answer's interface, before any answer exists.
    func harnessFiles() -> [(name: String, text: String)] {
        let imports = "@testable import Exercise\n"
        return [
            ("WorkbookHarness.swift", imports + harness),
            ("WorkbookGenerator.swift", imports + generator),
            ("WorkbookSupport.swift", support),
            ("WorkbookKit.swift", kit),
            ("WorkbookThrown.swift", thrown),
            ("main.swift", imports + driver),
        ]
    }

    /// The learner's module (`Exercise`) but the answer: the chapter's files
    /// at the step, its `main.swift` as a function the driver calls, and the
    /// bridge.
    func exerciseFiles(step: Tangler.ExerciseStep) -> [(name: String, text: String)] {
        step.files.map { ($0.name, $0.text) }
            + [("WorkbookChapterMain.swift", SourceFileText.wrappedMain(step.main.text))]
            + (bridge.map { [("WorkbookBridge.swift", $0)] } ?? [])
    }

    /// The grader's own driver and support files, by name: part of every
    /// material's digest (``ExerciseMaterial/digest``).
    static let graderFileNames = ["main", "WorkbookSupport", "WorkbookKit", "WorkbookThrown"]

    static func resource(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "swift", subdirectory: "Harness"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw GradingError.setup("the grader's Harness/\(name).swift is missing from its resources; rebuild the workbook (swift build)")
        }
        return text
    }

    private static func display(_ file: URL) -> String {
        let path = file.path
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}

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

    static func prepare(material: ExerciseSources, step: Tangler.ExerciseStep, context: BuildContext, setup: GraderSetup) throws -> StepKit {
        let exercise = material.exerciseFiles(step: step) + [("WorkbookBundle.swift", context.bundleAccessor), ("WorkbookReferenceAnswer.swift", material.referenceAnswer)]
        let harness = material.harnessFiles()
        var keyMaterial = Data("kit 3\n\(GraderSetup.graderVersion)\n\(setup.compilerVersion)\n\(context.runtime?.path ?? "-")\n".utf8)
        for (name, text) in exercise + harness { keyMaterial += Data("\(name)\n\(text.utf8.count)\n\(text)".utf8) }
        let key = GraderSetup.digest(keyMaterial)
        // Private like the programs' sources: only the grader's user may
        // write the objects every answer is linked with.
        let directory = setup.cacheDirectory.appendingPathComponent("kits").appendingPathComponent(String(key.prefix(24)))
        try ProgramCache.preparePrivate(directory)
        let interface = directory.appendingPathComponent("interface")
        let harnessSources = directory.appendingPathComponent("harness")
        let objects = directory.appendingPathComponent("objects")
        let kit = StepKit(key: key, objectPaths: harness.map { objects.appendingPathComponent($0.name + ".o").path })
        let done = directory.appendingPathComponent("done")
        if FileManager.default.fileExists(atPath: done.path) { return kit }

        try ProgramCache.preparePrivate(objects)
        try ProgramCache.preparePrivate(interface)
        let lock = open(directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw GradingError.setup("cannot create a lock in \(directory.path): check that the grader's cache folder is writable") }
        defer { flock(lock, LOCK_UN); close(lock) }
        flock(lock, LOCK_EX)
        if FileManager.default.fileExists(atPath: done.path) { return kit }

        let harnessPath = material.folder.displayPath(.harness), generatorPath = material.folder.displayPath(.generator)
        let layoutProblems = answerTypeUses(in: [(path: harnessPath, text: material.harness)] + (material.hasGenerator ? [(path: generatorPath, text: material.generator)] : []),
                                            referenceAnswer: material.referenceAnswer)
        guard layoutProblems.isEmpty else {
            throw GradingError.setup("the exercise '\(material.id)' has a harness that depends on the layout of the answer's types, so a correct answer declaring them in another order would be misgraded:\n" + layoutProblems.joined(separator: "\n"))
        }

        func failed(_ result: CompileResult, _ what: String) -> GradingError {
            let errors = result.errors.prefix(5).map(\.rendered).joined(separator: "\n")
            return GradingError.setup("the exercise '\(material.id)' \(what), so no answer can be graded:\n\(errors.isEmpty ? String(result.rawOutput.suffix(2000)) : errors)\nRun './workbook verify' to see the chapter's problems.")
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
        guard module.succeeded else { throw failed(module, "does not compile with its own reference answer") }

        // 2. The grader's module, against that interface.
        var harnessPaths: [String] = []
        for (name, text) in harness {
            let url = harnessSources.appendingPathComponent(name)
            try write(text, to: url)
            harnessPaths.append(url.path)
        }
        var request = context.request(sources: harnessPaths, output: "", moduleName: "WorkbookHarness")
        request.includePaths.append(interface.path)
        request.frontendPrimaries = Array(zip(harnessPaths, kit.objectPaths)).map { (source: $0.0, object: $0.1) }
        request.timeoutSeconds = 300
        let result = setup.compiler.compile(request)
        guard result.succeeded else { throw failed(result, "has a harness that does not compile against its reference answer") }
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

    /// Every identifier, keyword, `#directive` and `@attribute` outside
    /// comments and string literals, with its line and column. The code
    /// inside a string's interpolations (`\(…)`, `\#(…)` in a raw string)
    /// is code: its end is found as the compiler's lexer finds it, and it
    /// is read again like any other code, nested strings and all.
    static func codeWords(in text: String) -> [(text: String, line: Int, column: Int)] {
        var reader = CodeReader(scalars: Array(text.unicodeScalars))
        reader.code(from: 0, to: reader.scalars.count)
        return reader.words
    }

    /// Swift's lexer, as far as telling code from comments and literals goes.
    private struct CodeReader {
        let scalars: [Unicode.Scalar]
        /// Line and column of each scalar (and of the end).
        let positions: [(line: Int, column: Int)]
        var words: [(text: String, line: Int, column: Int)] = []

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            var positions: [(line: Int, column: Int)] = []
            positions.reserveCapacity(scalars.count + 1)
            var line = 1, column = 1
            for (index, scalar) in scalars.enumerated() {
                positions.append((line, column))
                // A line ends at a line feed, or at a carriage return not followed by one.
                if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                    line += 1; column = 1
                } else {
                    column += 1
                }
            }
            positions.append((line, column))
            self.positions = positions
        }

        func starts(_ prefix: String, at index: Int, before end: Int) -> Bool {
            var at = index
            for scalar in prefix.unicodeScalars {
                guard at < end, scalars[at] == scalar else { return false }
                at += 1
            }
            return true
        }

        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || CharacterSet.alphanumerics.contains(scalar) }
        func isLineEnd(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || isLineEnd(scalar) }

        /// The number of `#` at `index` (none for a plain string) followed
        /// by `"`, or (one or more) by `/`: a string's or an extended regex
        /// literal's delimiter, if that is what is there.
        func delimiterHashes(at index: Int, before end: Int) -> (count: Int, opener: Unicode.Scalar)? {
            var count = 0
            while index + count < end, scalars[index + count] == "#" { count += 1 }
            guard index + count < end, scalars[index + count] == "\"" || (count > 0 && scalars[index + count] == "/") else { return nil }
            return (count, scalars[index + count])
        }

        /// The index after the `/*` comment at `index` (comments nest).
        func afterBlockComment(at index: Int, before end: Int) -> Int {
            var at = index, depth = 0
            repeat {
                if starts("/*", at: at, before: end) { depth += 1; at += 2 } else if starts("*/", at: at, before: end) { depth -= 1; at += 2 } else { at += 1 }
            } while depth > 0 && at < end
            return min(at, end)
        }

        /// Reads `[start, end)` as code.
        mutating func code(from start: Int, to end: Int) {
            var index = start
            while index < end {
                if starts("//", at: index, before: end) {
                    // A line comment ends at a line feed or a carriage return.
                    while index < end && !isLineEnd(scalars[index]) { index += 1 }
                } else if starts("/*", at: index, before: end) {
                    index = afterBlockComment(at: index, before: end)
                } else if let (hashes, opener) = delimiterHashes(at: index, before: end) {
                    index = opener == "/" ? afterRegex(at: index, hashes: hashes, before: end) : afterString(at: index, hashes: hashes, before: end)
                } else if scalars[index] == "#" || scalars[index] == "@" || isWordScalar(scalars[index]) {
                    let (line, column) = positions[index]
                    var word = String(scalars[index])
                    let sigil = scalars[index] == "#" || scalars[index] == "@"
                    index += 1
                    // The compiler reads `@ _cdecl`, `@ /* … */ _cdecl` and
                    // `@`_cdecl`` (a name in backticks) as `@_cdecl`.
                    if sigil {
                        while index < end {
                            if isSpace(scalars[index]) || isLineEnd(scalars[index]) {
                                index += 1
                            } else if starts("/*", at: index, before: end) {
                                index = afterBlockComment(at: index, before: end)
                            } else if starts("//", at: index, before: end) {
                                while index < end && !isLineEnd(scalars[index]) { index += 1 }
                            } else {
                                break
                            }
                        }
                    }
                    let quoted = sigil && index < end && scalars[index] == "`"
                    if quoted { index += 1 }
                    while index < end, isWordScalar(scalars[index]) {
                        word.unicodeScalars.append(scalars[index]); index += 1
                    }
                    if quoted, index < end, scalars[index] == "`" { index += 1 }
                    words.append((word, line, column))
                } else {
                    index += 1
                }
            }
        }

        /// The index after the extended regex literal `#/…/#` at `index`: it
        /// ends at `/` and the same `#`s; `\` escapes the scalar after it; one
        /// that does not start with a line break ends at the line's end.
        func afterRegex(at index: Int, hashes: Int, before end: Int) -> Int {
            let closer = "/" + String(repeating: "#", count: hashes)
            var at = index + hashes + 1
            let multiline = at < end && isLineEnd(scalars[at])
            while at < end && !starts(closer, at: at, before: end) {
                if !multiline && isLineEnd(scalars[at]) { return at }
                if scalars[at] == "\\", at + 1 < end, !isLineEnd(scalars[at + 1]) { at += 1 }
                at += 1
            }
            return min(at + closer.unicodeScalars.count, end)
        }

        /// True when the string opened by `hashes` `#`s and the `"` at
        /// `quote` is a multi-line one: `"""`, and (for a raw string) no `"`
        /// with the same `#`s after it closes it on the same line, as in
        /// `#""""#` (the compiler's `advanceIfMultilineDelimiter`).
        func opensMultiline(quote: Int, hashes: Int, before end: Int) -> Bool {
            guard starts("\"\"\"", at: quote, before: end) else { return false }
            if hashes > 0 {
                let fence = String(repeating: "#", count: hashes)
                var at = quote + 2
                while at < end && !isLineEnd(scalars[at]) {
                    if scalars[at] == "\"" && starts(fence, at: at + 1, before: end) { return false }
                    at += 1
                }
            }
            return true
        }

        /// Reads the string literal at `index` (after its `hashes` `#`s comes
        /// its `"`), its interpolations as code; returns the index after it.
        mutating func afterString(at index: Int, hashes: Int, before end: Int) -> Int {
            let fence = String(repeating: "#", count: hashes)
            let multiline = opensMultiline(quote: index + hashes, hashes: hashes, before: end)
            let closer = (multiline ? "\"\"\"" : "\"") + fence
            var at = index + hashes + (multiline ? 3 : 1)
            while at < end {
                if starts(closer, at: at, before: end) { return at + closer.unicodeScalars.count }
                // An unterminated one-line string: the compiler refuses it.
                if !multiline && isLineEnd(scalars[at]) { return at }
                if scalars[at] == "\\" && starts(fence, at: at + 1, before: end) {
                    let escaped = at + 1 + hashes
                    if escaped < end && scalars[escaped] == "(" {
                        let close = interpolationEnd(from: escaped + 1, multiline: multiline, before: end)
                        code(from: escaped + 1, to: close)
                        at = close < end && scalars[close] == ")" ? close + 1 : close
                        continue
                    }
                    at = escaped < end && !isLineEnd(scalars[escaped]) ? escaped + 1 : escaped
                    continue
                }
                at += 1
            }
            return end
        }

        /// Where the interpolation whose code starts at `start` ends: the index
        /// of its closing `)`, or where the compiler gives up on it (a line
        /// break, or a comment, in a one-line string; the end). A port of the
        /// compiler's `skipToEndOfInterpolatedExpression`: it knows nested
        /// parentheses, string literals (with their own interpolations) and
        /// comments, and nothing else.
        func interpolationEnd(from start: Int, multiline: Bool, before end: Int) -> Int {
            var open: [Unicode.Scalar] = []
            var allowsNewline = [multiline]
            var customHashes: [Int] = []
            var inString: Bool { open.last == "\"" || open.last == "'" }
            var at = start
            while at < end {
                let scalar = scalars[at]
                at += 1
                var hashes = 0
                switch scalar {
                case "\n", "\r":
                    if allowsNewline.last! { continue }
                    return at - 1
                case "#", "\"", "'":
                    if scalar == "#" {
                        if inString { continue }
                        var after = at - 1
                        while after < end && scalars[after] == "#" { after += 1 }
                        guard after < end && scalars[after] == "\"" else { continue }
                        hashes = after - (at - 1)
                        at = after + 1
                    }
                    let quote: Unicode.Scalar = scalar == "'" ? "'" : "\""
                    if !inString {
                        // `at` is just after the quote.
                        let opensMulti = quote == "\"" && opensMultiline(quote: at - 1, hashes: hashes, before: end)
                        if opensMulti { at += 2 }
                        open.append(quote); allowsNewline.append(opensMulti); customHashes.append(hashes)
                        continue
                    }
                    guard open.last == quote else { continue }
                    if allowsNewline.last! {
                        guard starts("\"\"", at: at, before: end) else { continue }
                        at += 2
                    }
                    let fence = String(repeating: "#", count: customHashes.last!)
                    guard starts(fence, at: at, before: end) else { continue }
                    at += customHashes.last!
                    open.removeLast(); allowsNewline.removeLast(); customHashes.removeLast()
                case "\\":
                    guard inString, starts(String(repeating: "#", count: customHashes.last!), at: at, before: end) else { continue }
                    at += customHashes.last!
                    guard at < end else { continue }
                    let escaped = scalars[at]
                    if escaped == "(" { open.append("("); at += 1 } else if !isLineEnd(escaped) { at += 1 }
                case "(":
                    if !inString { open.append("(") }
                case ")":
                    if open.isEmpty { return at - 1 }
                    if open.last == "(" { open.removeLast() }
                case "/":
                    if inString { continue }
                    if starts("*", at: at, before: end) {
                        let commentStart = at - 1
                        let after = afterBlockComment(at: commentStart, before: end)
                        if !allowsNewline.last!, scalars[commentStart..<after].contains(where: isLineEnd) { return commentStart }
                        at = after
                    } else if starts("/", at: at, before: end) {
                        if !allowsNewline.last! { return at - 1 }
                        while at < end && !isLineEnd(scalars[at]) { at += 1 }
                        if at < end { at += 1 }
                    }
                default:
                    continue
                }
            }
            return end
        }
    }
}
