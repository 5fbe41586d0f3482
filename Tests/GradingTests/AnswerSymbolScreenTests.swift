import Foundation
@testable import Grading
import Sandbox
import Testing
import Toolchain

/// An answer may not define a symbol that another part of the program
/// would bind to its definition (`@_cdecl("fflush")`, which the grader's
/// driver calls): refused at the source, and on what the compiler made of
/// it, however the attribute is spelt. Every other symbol outside the
/// answer's module is made local before the link, so that no name, seen or
/// unseen, reaches the rest of the program.
@Suite("The answer screen: what the compiler sees", .tags(.slow))
struct AnswerSymbolScreenTests {
    /// A correct hex-data-strategy answer.
    static let reference = (try? String(contentsOf: TestCourse.root.appendingPathComponent("Solutions/hex-data-strategy/answer.swift"), encoding: .utf8)) ?? ""

    /// The same `fflush`, spelt so that a reading of the text (not the
    /// compiler's) might miss it.
    static let spellings: [(name: String, text: String)] = [
        ("plain", "@_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("a space after @", "@ _cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("after a raw string", "let hidden = #\"\\\"#; @_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("after a regex literal", "let pattern = #/ /* /#\n@_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("after a comment ended by a carriage return", "// a note\r@_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("as a weak definition", "@_alwaysEmitIntoClient @_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\nfunc use() -> Int32 { workbookFlush(nil) }\n"),
        ("with @_silgen_name", "@_silgen_name(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("internal, with @_silgen_name", "@_silgen_name(\"fflush\") func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
    ]

    static var names: [String] { spellings.map(\.name) }

    static func answer(_ name: String) -> String {
        reference + "\n" + spellings.first { $0.name == name }!.text
    }

    /// Compiles `text` as the answer's module is compiled for a check, into
    /// an object in a fresh folder (removed by the caller).
    static func compileObject(_ text: String, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("hex-data-strategy.swift"), object = folder.appendingPathComponent("answer.o")
        try Data(text.utf8).write(to: source)
        let compiled = try HostProcess.run(HostCommand(executable: TestCourse.setup.compiler.path, arguments: [
            "-parse-as-library", "-swift-version", "5", "-module-name", "Exercise", "-suppress-warnings",
            "-enable-library-evolution", "-enable-testing", "-c", source.path, "-o", object.path,
        ], timeoutSeconds: 120))
        try #require(compiled.termination == .exited(0), "\(String(decoding: compiled.standardError, as: UTF8.self))")
        return object
    }

    /// What a hex-data-strategy answer is linked with: the step kit the
    /// grader really builds (driver, harness, kit) and the runtime's start-up object.
    static func gradersParts() throws -> [(part: AnswerObjectScreen.Part, symbols: ObjectSymbols)] {
        let setup = TestCourse.setup
        let material = try TestCourse.checker.material(for: "hex-data-strategy")
        let (chapter, step) = try TestCourse.checker.validate(exercise: "hex-data-strategy")
        let sources = try ExerciseSources(material: material)
        let context = try BuildContext(setup: setup, chapter: chapter, texts: sources.exerciseFiles(step: step).map(\.text) + sources.harnessFiles().map(\.text))
        let kit = try StepKit.prepare(material: sources, step: step, context: context, setup: setup)
        let parts = kit.parts + [AnswerObjectScreen.runtimeStartup(compiler: setup.compiler)].compactMap { $0 }
        #expect(parts.contains { $0.role == "the grader's driver" })
        return try parts.map { ($0, try ObjectSymbols.read($0.path)) }
    }

    static func libraries() -> [(library: String, names: Set<String>)] {
        AnswerObjectScreen.librarySymbols(compiler: TestCourse.setup.compiler, extraDirectories: [])
    }

    @Test("the compiled object's symbols refuse every spelling, naming what needs the symbol", arguments: names)
    func objectScreen(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.answer(name)
        let object = try Self.compileObject(text, in: folder)
        let refusals = AnswerObjectScreen.refusals(try ObjectSymbols.read(object.path), parts: try Self.gradersParts(), libraries: Self.libraries)
        #expect(refusals.map(\.name) == ["fflush"], "\(refusals)")
        let problems = AnswerObjectScreen.diagnostics(refusals, answerText: text, answerPath: "Exercises/hex-data-strategy.swift")
        let problem = try #require(problems.first)
        #expect(problem.message.contains("'fflush'"))
        #expect(problem.message.contains("the grader's driver refers to a symbol of that name") || problem.message.contains("libc.so.6"), "\(problem.message)")
        #expect(problem.message.contains("Remove the attribute"))
        #expect(problem.line == text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).firstIndex { $0.contains("\"fflush\"") }! + 1)
    }

    @Test("a check refuses every spelling with an error at the answer's line", arguments: names)
    func checkRefuses(_ name: String) throws {
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(exercise: "hex-data-strategy", answerText: Self.answer(name), answerPath: "Exercises/hex-data-strategy.swift", seed: 1, slot: $0)
        }
        #expect(result.status == .compileError)
        let errors = result.compileFailure?.diagnostics.filter { $0.severity == .error } ?? []
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.file == "Exercises/hex-data-strategy.swift" && $0.line > 0 }, "\(errors)")
        #expect(errors.contains { $0.message.contains("fflush") || $0.message.contains("'@_cdecl' is not allowed") || $0.message.contains("'@_silgen_name' is not allowed") }, "\(errors.map(\.message))")
    }

    @Test("the source screen reads the spellings as the compiler does", arguments: names)
    func sourceScreen(_ name: String) {
        let words = AnswerScreen.problems(in: Self.answer(name), path: "a.swift").map(\.message)
        #expect(words.contains { $0.contains("'@_cdecl' is not allowed") || $0.contains("'@_silgen_name' is not allowed") }, "\(words)")
    }

    @Test("what is inside strings, raw strings, regex literals and comments is not refused")
    func sourceScreenKeepsLiterals() {
        let text = """
        let a = "@_cdecl"
        let b = #"a \\"@_cdecl"# + #"\\#(a)"#
        let c = #/@_cdecl/#
        let d = \"\"\"
            @_silgen_name
            \"\"\"
        // @_cdecl\r/* @_cdecl */ let e = 1
        """
        #expect(AnswerScreen.problems(in: text, path: "a.swift").isEmpty, "\(AnswerScreen.problems(in: text, path: "a.swift").map(\.message))")
    }

    @Test("a normal answer defines no symbol the screen refuses, and passes")
    func normalAnswerPasses() throws {
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(exercise: "hex-data-strategy", answerText: Self.reference, answerPath: "Exercises/hex-data-strategy.swift", seed: 1, slot: $0)
        }
        #expect(result.status == .passed, "\(result.compileFailure?.diagnostics.map(\.message) ?? [])")
    }

    /// A name no test lists, made up for this run: the screen cannot know it.
    static func unseenName() -> String { "zz helper \(UUID().uuidString.prefix(8)).1" }

    /// Adds `name` to `object` as a definition with the given flags
    /// (`llvm-objcopy --add-symbol`), as a newer compiler's helper would be.
    static func addSymbol(_ name: String, flags: String, to object: URL) throws {
        let objcopy = try AnswerObjectScreen.objcopyPath(compiler: TestCourse.setup.compiler)
        let result = try HostProcess.run(HostCommand(executable: objcopy, arguments: ["--add-symbol=\(name)=.text:0,\(flags)", object.path], timeoutSeconds: 30))
        try #require(result.termination == .exited(0), "\(String(decoding: result.standardError, as: UTF8.self))")
    }

    @Test("a helper the compiler may emit under a name nobody listed is accepted, and made local")
    func unseenHelperAccepted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let object = try Self.compileObject(Self.reference, in: folder)
        let helper = Self.unseenName()
        try Self.addSymbol(helper, flags: "weak,hidden,function", to: object)
        // The same helper, weak, in another object of the program (as the
        // compiler emits a shared helper into each object that uses it).
        let chapter = try Self.compileObject("func chapterCode() -> Int { 1 }\n", in: folder.appendingPathComponent("chapter"))
        try Self.addSymbol(helper, flags: "weak,hidden,function", to: chapter)
        let symbols = try ObjectSymbols.read(object.path)
        #expect(symbols.definitions.contains { $0.name == helper && $0.binding == .weak && $0.hidden })
        let parts = try Self.gradersParts() + [(AnswerObjectScreen.Part(path: chapter.path, role: "the chapter's code (Books.swift)"), try ObjectSymbols.read(chapter.path))]
        #expect(AnswerObjectScreen.refusals(symbols, parts: parts, libraries: Self.libraries).isEmpty)

        try AnswerObjectScreen.localize(object, ownNames: symbols.definitions.map(\.name).filter(AnswerObjectScreen.isOwnSwiftName), compiler: TestCourse.setup.compiler)
        let after = try ObjectSymbols.read(object.path)
        #expect(!after.definitions.contains { $0.name == helper })
        #expect(after.definitions.allSatisfy { AnswerObjectScreen.isOwnSwiftName($0.name) })
        // The answer's own names stay global: the harness reaches the answer through them.
        #expect(Set(after.definitions.map(\.name)) == Set(symbols.definitions.map(\.name).filter(AnswerObjectScreen.isOwnSwiftName)))
        #expect(after.definitions.contains { $0.name.contains("3hex") })
    }

    @Test("the same unseen name is refused once it would stand for what another part needs")
    func unseenNameRefusedWhenNeeded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let object = try Self.compileObject(Self.reference, in: folder)
        let name = Self.unseenName()
        try Self.addSymbol(name, flags: "global,hidden,function", to: object)
        let symbols = try ObjectSymbols.read(object.path)
        let harness = AnswerObjectScreen.Part(path: "harness.o", role: "the exercise's harness")
        // Referred to by another part that does not define it.
        let referring = ObjectSymbols(definitions: [], references: [name])
        #expect(AnswerObjectScreen.refusals(symbols, parts: [(harness, referring)], libraries: { [] }).map(\.name) == [name])
        // Defined weakly elsewhere: a strong definition would replace it.
        let weakly = ObjectSymbols(definitions: [.init(name: name, binding: .weak, hidden: true)], references: [])
        #expect(AnswerObjectScreen.refusals(symbols, parts: [(harness, weakly)], libraries: { [] }).first?.reason == "the exercise's harness defines a symbol of that name")
    }

    @Test("key paths used as functions (the playground's own kebab-strategy) pass the check")
    func keyPathAnswersPass() throws {
        let keyPath = """
        import Foundation

        struct AnyCodingKey: CodingKey {
            var stringValue: String
            var intValue: Int?
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
        }

        extension JSONDecoder.KeyDecodingStrategy {
            static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
                .custom { codingPath in
                    let key = codingPath.last!
                    guard key.intValue == nil else { return key }
                    let words = key.stringValue.components(separatedBy: "-")
                    guard words.count > 1 else { return key }
                    return AnyCodingKey(stringValue: words[0] + words[1...].map(\\.capitalized).joined())!
                }
            }
        }
        """
        for text in [keyPath, keyPath.replacingOccurrences(of: "words[1...].map(\\.capitalized)", with: "words.dropFirst().map(\\.capitalized)")] {
            let result = try TestCourse.slots.with {
                try TestCourse.checker.check(exercise: "kebab-strategy", answerText: text, answerPath: "Exercises/kebab-strategy.swift", seed: 1, slot: $0)
            }
            #expect(result.status == .passed, "\(result.compileFailure?.diagnostics.map(\.message) ?? []) \(result.cases.filter { !$0.passed }.map(\.name))")
        }
    }
}

/// The rules alone, on symbol tables made up for them: what is refused is
/// what would bind something else of the program to the answer's code.
@Suite("The object screen's rules")
struct AnswerObjectScreenRuleTests {
    static let driver = AnswerObjectScreen.Part(path: "main.swift.o", role: "the grader's driver")
    static let chapter = AnswerObjectScreen.Part(path: "Books.swift.o", role: "the chapter's code (Books.swift)")

    static func answer(_ definitions: [ObjectSymbols.Definition]) -> ObjectSymbols {
        ObjectSymbols(definitions: definitions + [.init(name: "$s8Exercise3useSiyF", binding: .strong, hidden: false)], references: ["swift_retain"])
    }

    @Test("the answer's own names are never refused, whoever refers to them")
    func ownNames() {
        let own = ObjectSymbols.Definition(name: "$s20FoundationEssentials11JSONDecoderC20DataDecodingStrategyO8ExerciseE3hexAEvgZ", binding: .strong, hidden: false)
        let parts = [(Self.driver, ObjectSymbols(definitions: [own], references: [own.name, "$s8Exercise3useSiyF"]))]
        #expect(AnswerObjectScreen.refusals(Self.answer([own]), parts: parts, libraries: { [("libc.so.6", [own.name])] }).isEmpty)
    }

    @Test("a strong definition another part also defines is refused; a weak one beside another weak one is not")
    func strongAndWeak() {
        let parts = [(Self.chapter, ObjectSymbols(definitions: [.init(name: "shared helper", binding: .weak, hidden: true)], references: ["shared helper"]))]
        let strong = AnswerObjectScreen.refusals(Self.answer([.init(name: "shared helper", binding: .strong, hidden: true)]), parts: parts, libraries: { [] })
        #expect(strong == [.init(name: "shared helper", reason: "the chapter's code (Books.swift) defines a symbol of that name")])
        #expect(AnswerObjectScreen.refusals(Self.answer([.init(name: "shared helper", binding: .weak, hidden: true)]), parts: parts, libraries: { [] }).isEmpty)
    }

    @Test("a definition of a name another part only refers to is refused, weak or strong")
    func referred() {
        let parts = [(Self.driver, ObjectSymbols(definitions: [], references: ["fflush"]))]
        for binding in [ObjectSymbols.Binding.weak, .strong] {
            let refusals = AnswerObjectScreen.refusals(Self.answer([.init(name: "fflush", binding: binding, hidden: true)]), parts: parts, libraries: { [] })
            #expect(refusals == [.init(name: "fflush", reason: "the grader's driver refers to a symbol of that name")])
        }
    }

    @Test("a visible definition a library defines or uses is refused; a hidden one, which no library can see, is not")
    func libraries() {
        var asked = 0
        let libraries = { () -> [(library: String, names: Set<String>)] in asked += 1; return [("libc.so.6", ["getenv"])] }
        let visible = AnswerObjectScreen.refusals(Self.answer([.init(name: "getenv", binding: .strong, hidden: false)]), parts: [], libraries: libraries)
        #expect(visible == [.init(name: "getenv", reason: "the library libc.so.6 defines or uses a symbol of that name")])
        #expect(AnswerObjectScreen.refusals(Self.answer([.init(name: "getenv", binding: .weak, hidden: true)]), parts: [], libraries: libraries).isEmpty)
        // Libraries are read only for a visible name outside the module.
        #expect(asked == 1)
    }

    @Test("a name nothing else knows is accepted, whatever it looks like")
    func unknownNames() {
        let names = ["generic environment s9CodingKeyRzl", "get_witness_table SyRzlSSSyHPyHC.1", "keypath_get_selector_x", "$sSo8NSObjectCMn", "zz"]
        let answer = Self.answer(names.map { .init(name: $0, binding: .weak, hidden: true) })
        let parts = [(Self.driver, ObjectSymbols(definitions: [], references: ["fflush", "getenv"]))]
        #expect(AnswerObjectScreen.refusals(answer, parts: parts, libraries: { [("libc.so.6", Set(names))] }).isEmpty)
    }

    @Test("a refusal is shown at the line that writes the name, at most twelve of them")
    func diagnostics() {
        let text = "import Foundation\n\n@_cdecl(\"fflush\") func f() {}\r\n// getenv\n"
        let refusals = [AnswerObjectScreen.Refusal(name: "fflush", reason: "r"), .init(name: "getenv", reason: "r"), .init(name: "nowhere", reason: "r")]
        let shown = AnswerObjectScreen.diagnostics(refusals, answerText: text, answerPath: "a.swift")
        #expect(shown.map(\.line) == [3, 4, 0])
        #expect(shown.map(\.column) == [9, 4, 0])
        let many = (0..<20).map { AnswerObjectScreen.Refusal(name: "n\($0)", reason: "r") }
        let listed = AnswerObjectScreen.diagnostics(many, answerText: text, answerPath: "a.swift")
        #expect(listed.count == 13)
        #expect(listed.last?.message == "… and 8 more symbols like these")
    }
}
