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
struct AnswerObjectScreenTests {
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
        let refusals = AnswerObjectScreen.decide(try ObjectSymbols.read(object.path), parts: try Self.gradersParts(), libraries: Self.libraries).refusals
        #expect(refusals.map(\.name) == ["fflush"], "\(refusals)")
        let problems = AnswerObjectScreen.diagnostics(refusals, answerText: text, answerPath: "Exercises/hex-data-strategy.swift")
        let problem = try #require(problems.first)
        #expect(problem.message.contains("'fflush'"))
        #expect(problem.message.contains("the grader's driver refers to a symbol of that name") || problem.message.contains("libc.so.6"), "\(problem.message)")
        #expect(problem.message.contains("Remove the attribute"))
        #expect(problem.line == text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).firstIndex { $0.contains("\"fflush\"") }! + 1)
    }

    /// Definitions under the names of what the grader's own objects define,
    /// each with the name and what defines it.
    static let standIns: [(text: String, name: String, reason: String)] = [
        ("@c($s8Exercise4BookVWOh) func replacedHarnessHelper(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { pointer }\n",
         "$s8Exercise4BookVWOh", "the exercise's harness defines a symbol of that name"),
        // The driver's accessor of `DriverEvent<WorkbookJSON>`'s Encodable conformance (Run/DriverProtocol.swift).
        ("@c($s11WorkbookKit11DriverEventOyAA0A4JSONOGACyxGSEAAWl) func replacedDriverAccessor() -> UnsafeRawPointer? { nil }\n",
         "$s11WorkbookKit11DriverEventOyAA0A4JSONOGACyxGSEAAWl", "the grader's driver defines a symbol of that name"),
        ("@section(\".init_array\") @used let early: @convention(c) () -> Void = { }\n",
         ".init_array", "the section '.init_array' is run by the loader outside the grader's driver"),
    ]

    @Test("a definition standing in for the harness's, the driver's or the loader's own is refused against the real kit", arguments: 0..<standIns.count)
    func standInRefused(_ index: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (text, name, reason) = Self.standIns[index]
        let object = try Self.compileObject(Self.reference + "\n" + text, in: folder)
        let refusals = AnswerObjectScreen.decide(try ObjectSymbols.read(object.path), parts: try Self.gradersParts(), libraries: Self.libraries).refusals
        #expect(refusals.contains(.init(name: name, reason: reason)), "\(refusals)")
    }

    @Test("a check refuses every spelling with an error at the answer's line", arguments: names)
    func checkRefuses(_ name: String) throws {
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(CheckRequest(exercise: .id("hex-data-strategy"), answer: .text(Self.answer(name), shownAs: "Exercises/hex-data-strategy.swift"), seeds: .one(1), slot: $0))
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
            try TestCourse.checker.check(CheckRequest(exercise: .id("hex-data-strategy"), answer: .text(Self.reference, shownAs: "Exercises/hex-data-strategy.swift"), seeds: .one(1), slot: $0))
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
        let decision = AnswerObjectScreen.decide(symbols, parts: parts, libraries: Self.libraries)
        #expect(decision.refusals.isEmpty)
        // What stays global is only what another part asks of the answer.
        #expect(!decision.global.contains(helper))
        #expect(decision.global.allSatisfy { name in AnswerObjectScreen.isOwnSwiftName(name) && parts.contains { $0.1.references.contains(name) } })

        let linked = folder.appendingPathComponent("answer-linked.o")
        try AnswerObjectScreen.localize(object, into: linked, keeping: decision.global, compiler: TestCourse.setup.compiler)
        let after = try ObjectSymbols.read(linked.path)
        #expect(Set(after.definitions.map(\.name)) == decision.global)
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
        #expect(AnswerObjectScreen.decide(symbols, parts: [(harness, referring)], libraries: { [] }).refusals.map(\.name) == [name])
        // Defined weakly elsewhere: a strong definition would replace it.
        let weakly = ObjectSymbols(definitions: [.init(name: name, binding: .weak, hidden: true)], references: [])
        #expect(AnswerObjectScreen.decide(symbols, parts: [(harness, weakly)], libraries: { [] }).refusals.first?.reason == "the exercise's harness defines a symbol of that name")
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
                try TestCourse.checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .text(text, shownAs: "Exercises/kebab-strategy.swift"), seeds: .one(1), slot: $0))
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

    @Test("the answer's own names that another part asks for stay global, whatever a library holds")
    func ownNames() {
        let own = ObjectSymbols.Definition(name: "$s20FoundationEssentials11JSONDecoderC20DataDecodingStrategyO8ExerciseE3hexAEvgZ", binding: .strong, hidden: false)
        let parts = [(Self.driver, ObjectSymbols(definitions: [], references: [own.name, "$s8Exercise3useSiyF"]))]
        let decision = AnswerObjectScreen.decide(Self.answer([own]), parts: parts, libraries: { [("libc.so.6", [own.name])] })
        #expect(decision.refusals.isEmpty)
        #expect(decision.global == [own.name, "$s8Exercise3useSiyF"])
    }

    @Test("a strong definition another part also defines is refused; a weak one beside another weak one is not")
    func strongAndWeak() {
        let parts = [(Self.chapter, ObjectSymbols(definitions: [.init(name: "shared helper", binding: .weak, hidden: true)], references: ["shared helper"]))]
        let strong = AnswerObjectScreen.decide(Self.answer([.init(name: "shared helper", binding: .strong, hidden: true)]), parts: parts, libraries: { [] }).refusals
        #expect(strong == [.init(name: "shared helper", reason: "the chapter's code (Books.swift) defines a symbol of that name")])
        let weak = AnswerObjectScreen.decide(Self.answer([.init(name: "shared helper", binding: .weak, hidden: true)]), parts: parts, libraries: { [] })
        #expect(weak.refusals.isEmpty)
        // Made local: the chapter keeps its own copy.
        #expect(!weak.global.contains("shared helper"))
    }

    @Test("a definition of a name another part only refers to is refused, weak or strong")
    func referred() {
        let parts = [(Self.driver, ObjectSymbols(definitions: [], references: ["fflush"]))]
        for binding in [ObjectSymbols.Binding.weak, .strong] {
            let refusals = AnswerObjectScreen.decide(Self.answer([.init(name: "fflush", binding: binding, hidden: true)]), parts: parts, libraries: { [] }).refusals
            #expect(refusals == [.init(name: "fflush", reason: "the grader's driver refers to a symbol of that name")])
        }
    }

    @Test("a visible definition a library defines or uses is refused; a hidden one, which no library can see, is not")
    func libraries() {
        var asked = 0
        let libraries = { () -> [(library: String, names: Set<String>)] in asked += 1; return [("libc.so.6", ["getenv"])] }
        let visible = AnswerObjectScreen.decide(Self.answer([.init(name: "getenv", binding: .strong, hidden: false)]), parts: [], libraries: libraries).refusals
        #expect(visible == [.init(name: "getenv", reason: "the library libc.so.6 defines or uses a symbol of that name")])
        #expect(AnswerObjectScreen.decide(Self.answer([.init(name: "getenv", binding: .weak, hidden: true)]), parts: [], libraries: libraries).refusals.isEmpty)
        // Libraries are read only for a visible name outside the module.
        #expect(asked == 1)
    }

    @Test("a name nothing else knows is accepted, whatever it looks like")
    func unknownNames() {
        let names = ["generic environment s9CodingKeyRzl", "get_witness_table SyRzlSSSyHPyHC.1", "keypath_get_selector_x", "$sSo8NSObjectCMn", "zz"]
        let answer = Self.answer(names.map { .init(name: $0, binding: .weak, hidden: true) })
        let parts = [(Self.driver, ObjectSymbols(definitions: [], references: ["fflush", "getenv"]))]
        let decision = AnswerObjectScreen.decide(answer, parts: parts, libraries: { [("libc.so.6", Set(names))] })
        #expect(decision.refusals.isEmpty)
        #expect(decision.global.isEmpty)
    }

    @Test("a name that looks like the answer's module's is refused all the same when another part defines it, and kept only when another part asks for it")
    func ownLookingNames() {
        let harness = AnswerObjectScreen.Part(path: "WorkbookHarness.swift.o", role: "the exercise's harness")
        // The harness's own weak copy of a helper for the chapter's Book.
        let parts = [(harness, ObjectSymbols(definitions: [.init(name: "$s8Exercise4BookVWOh", binding: .weak, hidden: true)], references: ["$s8Exercise4BookVWOh", "$s8Exercise3useSiyF"]))]
        let strong = AnswerObjectScreen.decide(Self.answer([.init(name: "$s8Exercise4BookVWOh", binding: .strong, hidden: false)]), parts: parts, libraries: { [] })
        #expect(strong.refusals == [.init(name: "$s8Exercise4BookVWOh", reason: "the exercise's harness defines a symbol of that name")])
        let weak = AnswerObjectScreen.decide(Self.answer([.init(name: "$s8Exercise4BookVWOh", binding: .weak, hidden: true)]), parts: parts, libraries: { [] })
        #expect(weak.refusals.isEmpty)
        #expect(weak.global == ["$s8Exercise3useSiyF"])
        // A name of the grader's module that holds the word Exercise is not the answer's.
        #expect(!AnswerObjectScreen.isOwnSwiftName("$s15WorkbookHarness0A8ExerciseOAC0A3Kit05TypedB0AAWl"))
        #expect(AnswerObjectScreen.isOwnSwiftName("$s20FoundationEssentials11JSONDecoderC20DataDecodingStrategyO8ExerciseE3hexAEvgZ"))
        #expect(!AnswerObjectScreen.isOwnSwiftName("$s8Exercise3use\nSiyF"))
    }

    @Test("code or data placed where the loader runs it outside the driver is refused")
    func loaderSections() {
        let answer = ObjectSymbols(definitions: [], references: [], sections: ["", ".text", ".init_array", ".init_array.00100", "swift5_protocols", ".fini"])
        let refusals = AnswerObjectScreen.decide(answer, parts: [], libraries: { [] }).refusals
        #expect(refusals.map(\.name) == [".init_array", ".init_array.00100", ".fini"])
        let message = AnswerObjectScreen.diagnostics(refusals, answerText: "@section(\".init_array\") @used let f = 1", answerPath: "a.swift").first?.message ?? ""
        #expect(message.hasPrefix("your answer places code or data in the section '.init_array', which the loader runs before or after the grader's driver"))
    }

    @Test("a refusal is shown at the line that writes the name, at most twelve of them")
    func diagnostics() {
        let text = "// fflush, getenv and strlen are named here first\n\n@_cdecl(\"fflush\") func f() {}\r\n// getenv\n@c(strlen) func g() {}\n"
        let refusals = [AnswerObjectScreen.Refusal(name: "fflush", reason: "r"), .init(name: "getenv", reason: "r"), .init(name: "strlen", reason: "r"), .init(name: "nowhere", reason: "r")]
        let shown = AnswerObjectScreen.diagnostics(refusals, answerText: text, answerPath: "a.swift")
        // In quotes before anywhere; as a word of the code (not a comment's) first of all.
        #expect(shown.map(\.line) == [3, 1, 5, 0])
        #expect(shown.map(\.column) == [9, 12, 4, 0])
        let many = (0..<20).map { AnswerObjectScreen.Refusal(name: "n\($0)", reason: "r") }
        let listed = AnswerObjectScreen.diagnostics(many, answerText: text, answerPath: "a.swift")
        #expect(listed.count == 13)
        #expect(listed.last?.message == "… and 8 more symbols like these")
    }
}
