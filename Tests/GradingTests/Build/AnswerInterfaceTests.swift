import Foundation
import Testing
import Sandbox
import Toolchain
@testable import Grading

/// What other files of the module can depend on (``AnswerInterface``, the
/// compiler's judgement): an edit inside a body keeps it, an edit to a
/// declaration, an initial value or an import changes it.
@Suite("An answer's interface, as the compiler judges it", .tags(.slow))
struct AnswerInterfaceTests {
    static let base = """
    import Foundation

    struct Tally: Codable {
        var name: String
        var count: Int

        init(name: String) {
            self.name = name
            self.count = 0
        }

        var label: String { "\\(name): \\(count)" }

        func doubled() -> Int {
            // twice the count
            return count * 2
        }
    }

    extension JSONDecoder.KeyDecodingStrategy {
        static let dashed: JSONDecoder.KeyDecodingStrategy = .custom { path in
            path.last!
        }
    }
    """

    /// A file of the chapter, compiled beside every answer here.
    static let chapterFile = "struct ChapterBook: Codable {\n    var title: String\n}\n"

    /// What the compiler judged of an answer compiled alone, as
    /// ``ProgramBuilder`` compiles it: refused by the text screen, not
    /// compiled (its verdict is that failure, as a whole compile's), or its
    /// interface (and the dependency file's nodes).
    enum Judged: Equatable {
        case refused
        case failed
        case key(String, ReferenceDependencies)

        var key: String? { if case let .key(key, _) = self { key } else { nil } }
    }

    static func judge(_ text: String, fileName: String = "answer.swift") throws -> Judged {
        guard AnswerInterface.admits(text) else { return .refused }
        let setup = TestCourse.setup
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("answer-interface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = folder.appendingPathComponent(fileName), chapter = folder.appendingPathComponent("Chapter.swift")
        try text.write(to: answer, atomically: true, encoding: .utf8)
        try chapterFile.write(to: chapter, atomically: true, encoding: .utf8)
        let context = try BuildContext(setup: setup, chapter: setup.course.chapters[0], texts: [text, chapterFile])
        var request = context.exerciseRequest(sources: [answer.path, chapter.path], output: "")
        request.frontendPrimaries = [(answer.path, folder.appendingPathComponent("answer.o").path)]
        let outputs = (referenceDependencies: folder.appendingPathComponent("answer.swiftdeps").path, module: folder.appendingPathComponent("answer.swiftmodule").path)
        request.dependencyOutputs = outputs
        guard setup.compiler.compile(request).succeeded else { return .failed }
        let tool = try #require(setup.dependencyTool())
        let key = try #require(ProgramBuilder.interface(referenceDependencies: outputs.referenceDependencies, module: outputs.module, fileName: fileName, tool: tool))
        return .key(key, try ReferenceDependencies.read(outputs.referenceDependencies, tool: tool))
    }

    static func key(_ text: String) throws -> String? { try judge(text).key }

    /// `base` with `old` replaced by `new` (which must be there).
    static func edited(_ old: String, _ new: String) -> String {
        precondition(base.contains(old), "not in the base answer: \(old)")
        return base.replacingOccurrences(of: old, with: new)
    }

    @Test("the base answer has an interface")
    func baseHasAnInterface() throws {
        let key = try #require(try Self.key(Self.base))
        #expect(key.contains("topLevel  Tally"))
        #expect(key.contains("partial module "))
    }

    @Test("an edit inside a function's or accessor's body, a comment or spacing keeps the interface", arguments: [
        ("return count * 2", "return count + count"),
        ("self.name = name", "self.name = name.uppercased()"),
        ("\"\\(name): \\(count)\"", "name + \" \" + String(count)"),
        ("// twice the count", "/* doubled */"),
        ("    var count: Int", "    var  count:  Int // how many"),
        ("    var count: Int", "    var count :Int"),
        ("return count * 2", "let twice = count * 2\n        print(twice)\n        return [1, 2].map { $0 * twice }.reduce(0, +)"),
        ("import Foundation", "import Foundation\n\n// lines before every declaration\n"),
    ])
    func bodyEdits(old: String, new: String) throws {
        let before = try #require(try Self.key(Self.base))
        #expect(try Self.key(Self.edited(old, new)) == before)
    }

    @Test("an answer's file name is no part of its interface")
    func fileNameIsNoPart() throws {
        // Tally's Codable conformance has private coding keys, named with the file's name.
        let one = try #require(try Self.judge(Self.base, fileName: "answer.swift").key)
        #expect(try Self.judge(Self.base, fileName: "tally-fix.swift").key == one)
    }

    @Test("an edit to a declaration, an initial value or an import changes the interface", arguments: [
        ("func doubled() -> Int", "func twice() -> Int"),
        ("func doubled() -> Int", "func doubled(by factor: Int = 2) -> Int"),
        ("init(name: String)", "init(title name: String)"),
        ("var count: Int", "var count: Int = 1"),
        ("var name: String", "var name: String?"),
        ("    var name: String\n    var count: Int", "    var count: Int\n    var name: String"),
        ("struct Tally: Codable", "struct Tally: Decodable"),
        ("var label: String { \"\\(name): \\(count)\" }", "var label: String = \"\" { didSet { } }"),
        ("var label: String { \"\\(name): \\(count)\" }", "var label: String = \"\""),
        ("static let dashed: JSONDecoder.KeyDecodingStrategy = .custom", "static var dashed: JSONDecoder.KeyDecodingStrategy = .custom"),
        ("extension JSONDecoder.KeyDecodingStrategy {", "extension JSONDecoder.KeyDecodingStrategy {\n    static let plain = JSONDecoder.KeyDecodingStrategy.useDefaultKeys"),
        ("import Foundation", "import Foundation\nprivate func helper() -> Int { 1 }"),
        ("import Foundation", "import Foundation\nimport Dispatch"),
        ("import Foundation", "import Foundation\n@_exported import Dispatch"),
        ("path.last!", "let key = path.last!\n        return key"),
    ])
    func declarationEdits(old: String, new: String) throws {
        let before = try #require(try Self.key(Self.base))
        let after = try Self.key(Self.edited(old, new))
        #expect(after != nil)
        #expect(after != before)
    }

    @Test("an initial value's changed value changes the interface, though not its type")
    func initialValue() throws {
        let one = try #require(try Self.key("struct Tally {\n    var count: Int = 1\n}\n"))
        #expect(try Self.key("struct Tally {\n    var count: Int = 2\n}\n") != one)
        #expect(try Self.key("let limit: Int = 1\n") != Self.key("let limit: Int = 2\n"))
    }

    @Test("the compiler knows where bodies end: after an initial value, a function's body edit keeps the interface")
    func bodyAfterInitialValue() throws {
        let one = try #require(try Self.key("struct S {\n    var a: Int = 1\n    func f() -> Int { 2 }\n}\nfunc g() -> Int { 3 }\n"))
        #expect(try Self.key("struct S {\n    var a: Int = 1\n    func f() -> Int { 2 + 2 }\n}\nfunc g() -> Int { 3 }\n") == one)
        #expect(try Self.key("struct S {\n    var a: Int = 1\n    func f() -> Int { 2 }\n}\nfunc g() -> Int { 4 }\n") == one)
    }

    @Test("an initial value without a written type is in the interface: its type comes from it")
    func untypedInitialValue() throws {
        let one = try #require(try Self.key("let limit = { 1 }()\n"))
        #expect(try Self.key("let limit = { 1.5 }()\n") != one)
    }

    @Test("spacing that changes what an initial value means changes the interface, though the fingerprints are equal")
    func spacingThatChangesMeaning() throws {
        let call = "func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { let v = p (1); return v }()\n"
        let twoStatements = "func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { let v = p\n(1); return v }()\n"
        guard case let .key(one, oneNodes) = try Self.judge(call), case let .key(other, otherNodes) = try Self.judge(twoStatements) else {
            Issue.record("both compile")
            return
        }
        // The tokens are the same: so are the fingerprints of every node...
        #expect(oneNodes.interfaceProvides.map(\.fingerprint) == otherNodes.interfaceProvides.map(\.fingerprint))
        // ...but `pad` is a tuple in one and a function in the other.
        #expect(one != other)
    }

    @Test("a protocol's and a subscript's accessors are in the interface, their bodies not")
    func accessors() throws {
        let getter = try #require(try Self.key("protocol Named {\n    var name: String { get }\n}\n"))
        #expect(try Self.key("protocol Named {\n    var name: String { get set }\n}\n") != getter)
        let readOnly = try #require(try Self.key("struct Row {\n    subscript(index: Int) -> Int { get { index } }\n}\n"))
        #expect(try Self.key("struct Row {\n    subscript(index: Int) -> Int { get { index } set { } }\n}\n") != readOnly)
        #expect(try Self.key("struct Row {\n    subscript(index: Int) -> Int { get { index + 1 } }\n}\n") == readOnly)
    }

    @Test("no interface where a body can reach other files (the text screen), or where the answer does not compile", arguments: [
        ("struct Shape {\n    func make() -> some Equatable { 1 }\n}\n", Judged.refused),
        ("@inlinable func twice(_ value: Int) -> Int { value * 2 }\n", .refused),
        ("@_transparent func twice(_ value: Int) -> Int { value * 2 }\n", .refused),
        ("@_alwaysEmitIntoClient func twice(_ value: Int) -> Int { value * 2 }\n", .refused),
        ("@inline(__always) func twice(_ value: Int) -> Int { value * 2 }\n", .refused),
        ("func twice(_ value: Int) -> Int {\n    @inline(never) func inner() -> Int { value }\n    return inner() * 2\n}\n", .refused),
        ("@export(implementation) func twice(_ value: Int) -> Int { value * 2 }\n", .refused),
        ("public struct Clock {\n    @backDeployed(before: macOS 99) public func tick() -> Int { 1 }\n}\n", .refused),
        ("@_backDeploy(before: macOS 99) public func twice(_ value: Int) -> Int { value * 2 }\n", .refused),
        ("struct Open {\n    func run() {\n", .failed),
        ("struct Closed {}\n}\n", .failed),
    ])
    func noInterface(text: String, expected: Judged) throws {
        #expect(try Self.judge(text) == expected)
    }

    /// Pairs that declare different things although only "bodies" seem to
    /// differ, found against the hand-written reader this replaced: each
    /// would have linked the second with objects compiled for the first,
    /// had their interfaces been equal. The second must not get the first's
    /// interface: it gets its own (the chapter's files are compiled with
    /// it), or fails to compile alone (its verdict, as a whole compile's).
    @Test("declarations that differ in what a quick reading takes for a body get different interfaces", .tags(.slow), arguments: [
        // A second binding's initial value, after a typed first one.
        ("let tag: Int = 0, extra = { 0 }()", "let tag: Int = 0, extra = { (0, 0, 0, 0) }()"),
        // A written type whose generic arguments come from the initial value.
        ("let extra: Optional = { 0 }()", "let extra: Optional = { (0, 0, 0, 0) }()"),
        // A keyword in backticks is a name.
        ("let `func` = { 0 }()", "let `func` = { (0, 0, 0, 0) }()"),
        // An accessor's modifier.
        ("struct S {\n    var updates: [Int] { kept }\n}", "struct S {\n    var updates: [Int] { __consuming get { kept } }\n}"),
        // Operators: where the space is decides which.
        ("let pad = 1 + -2", "let pad = 1 +- 2"),
        // Observers against init accessors, after an initial value.
        ("struct S {\n    var u: [Int] = [] { didSet { } }\n}",
         "struct S {\n    var u: [Int] = [] { @storageRestrictions(initializes: store) init(initialValue) { store = initialValue } get { store } set { } }\n}"),
        // Raw identifiers holding braces, comment or string marks.
        ("func open() { let `{` = 0 }\nlet pad = 0\nfunc close() { let `}` = 0 }", "func open() { let `{` = 0 }\nlet pad = (0, 0)\nfunc close() { let `}` = 0 }"),
        ("let `tag//` = 0; let pad = 0", "let `tag//` = 0; let pad = (0, 0)"),
        ("let `hide/*` = 0\nlet `hide*/` = 0", "let `hide/*` = 0\nfunc print(_ items: Any...) {}\nlet `hide*/` = 0"),
        ("let `y\"` = 1; let other = (1, 2)", "let `y\"` = 1; let other = (1, 2, 3)"),
        // Declaration keywords inside an initial value: `if let`, keyword labels.
        ("let w: Int? = 1\nlet pad = if let w { Int8(w) } else { Int8(0) }", "let w: Int? = 1\nlet pad = if let w { (w, w) } else { (0, 0) }"),
        ("func g<T>(_ a: () -> Int, func b: () -> T) -> T { b() }\nlet pad = g { 1 } func: { Int8(1) }",
         "func g<T>(_ a: () -> Int, func b: () -> T) -> T { b() }\nlet pad = g { 1 } func: { (1, 1) }"),
        // `$` and scalars past ASCII belong to names.
        ("func x$var<T>(_ f: () -> T) -> T { f() }\nlet pad = x$var { Int8(1) }", "func x$var<T>(_ f: () -> T) -> T { f() }\nlet pad = x$var { (1, 1) }"),
        ("func x😀func<T>(_ f: () -> T) -> T { f() }\nlet pad = x😀func { Int8(1) }", "func x😀func<T>(_ f: () -> T) -> T { f() }\nlet pad = x😀func { (1, 1) }"),
        // A line break is not a space (see also spacingThatChangesMeaning, and
        // oneMeaningOneInterface for the same pair with `pad` of type Any).
        ("func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { let v = p\n(1); return v }()", "func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { let v = p (1); return v }()"),
        // An inactive #if clause need not balance its braces.
        ("#if compiler(>=99)\nfunc junk() {\n#endif\nlet pad: Int8 = 1\n#if compiler(>=99)\n}\n#endif", "#if compiler(>=99)\nfunc junk() {\n#endif\nlet pad = (1, 1)\n#if compiler(>=99)\n}\n#endif"),
        // A keyword's name after `func`.
        ("func actor() { }\nlet pad: Int8 = 1", "func actor() { }\nlet pad = (1, 1)"),
        // An introducer that is a name (`X.actor`) makes the next keyword a keyword.
        ("struct S {\n    typealias actor = Int\n    var pad: S.actor\n    struct F { let a: Int; let b: String }\n}",
         "struct S {\n    typealias actor = Int\n    var pad: S.actor\n    struct F { let b: String; let a: Int }\n}"),
        // An inactive #if inside a body.
        ("func h() {\n#if compiler(>=99)\n{\n#endif\n}\nstruct F { let a: Int; let b: String }\nfunc k() {\n#if compiler(>=99)\n}\n#endif\n}",
         "func h() {\n#if compiler(>=99)\n{\n#endif\n}\nstruct F { let b: String; let a: Int }\nfunc k() {\n#if compiler(>=99)\n}\n#endif\n}"),
        // A multi-line regex whose opener is followed by spaces.
        ("func h() {\n    _ = #/ \t\n    \\{\n    /#\n}\nstruct F { let a: Int; let b: String }\nfunc k() { _ = #/ \t\n \\}\n /# }",
         "func h() {\n    _ = #/ \t\n    \\{\n    /#\n}\nstruct F { let b: String; let a: Int }\nfunc k() { _ = #/ \t\n \\}\n /# }"),
        // A no-break space is space to the compiler.
        ("let failures: [Int]\nstruct\u{A0}F { let a: Int; let b: String }", "let failures: [Int]\nstruct\u{A0}F { let b: String; let a: Int }"),
        // An attribute that is a raw identifier.
        ("func h() {\n    @`W x` var y = 0 }\nstruct F { let a: Int; let b: String }\n@`W x` var z: Int = {\n    0\n}()",
         "func h() {\n    @`W x` var y = 0 }\nstruct F { let b: String; let a: Int }\n@`W x` var z: Int = {\n    0\n}()"),
        // `actor` and `macro` as type names, an introducer as a name before a
        // property, an operator ending in `.` before a `let` (a fourth round).
        ("func g<T>(_ a: () -> Int, func b: () -> T) -> T { b() }\nstruct S {\n    struct actor<T> { var v: T }\n    var pad: actor = g { 1 } func: { actor(v: Int8(1)) }\n}",
         "func g<T>(_ a: () -> Int, func b: () -> T) -> T { b() }\nstruct S {\n    struct actor<T> { var v: T }\n    var pad: actor = g { 1 } func: { actor(v: (1, 2)) }\n}"),
        ("func g<T>(_ a: () -> Int, func b: () -> T) -> T { b() }\nstruct S {\n    typealias actor = Int\n    var tag: actor\n    var key = g { 1 } func: { String() }\n}",
         "func g<T>(_ a: () -> Int, func b: () -> T) -> T { b() }\nstruct S {\n    typealias actor = Int\n    var tag: actor\n    var key = g { 1 } func: { Substring() }\n}"),
        ("func g<T>(_ a: () -> Int, func b: () -> T) -> T { b() }\ninfix operator .+.\nlet pad = g { 1 } func: { Int8(1) }",
         "func g<T>(_ a: () -> Int, func b: () -> T) -> T { b() }\ninfix operator .+.\nlet pad = g { 1 } func: { (1, 2) }"),
        // A subscript's where clause is not an initial value.
        ("struct S {\n    subscript<T: Sequence>(dates: T) -> Int where T.Element == Int { get { 0 } set { } }\n}",
         "struct S {\n    subscript<T: Sequence>(dates: T) -> Int where T.Element == Int { mutating get { 1 } }\n}"),
    ])
    func quickReadingsThatWouldBeWrong(first: String, second: String) throws {
        let one = try Self.judge(first), other = try Self.judge(second)
        if let key = one.key { #expect(other.key != key, "\(first)\n---\n\(second)") }
        if case .key = other {
            // When the second has an interface, the first must have had one
            // too, or the pair tests nothing.
            #expect(one.key != nil, "\(first)\n---\n\(second)")
        }
    }

    /// The program of `answer`, a chapter file that shows `pad` and a
    /// main, run: compiled whole, or with the chapter's objects compiled
    /// beside `objectsFrom` and `answer` compiled alone and linked with
    /// them (``ProgramBuilder``'s two ways). Its status and output, or the
    /// first symbol the link misses.
    static func run(_ answer: String, chapterObjectsFrom objectsFrom: String?) throws -> String {
        let setup = TestCourse.setup
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("answer-verdict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let chapterText = "func show() { print(type(of: pad), pad) }\n@main struct Main { static func main() { show() } }\n"
        let answerFile = folder.appendingPathComponent("answer.swift"), chapter = folder.appendingPathComponent("Chapter.swift")
        try chapterText.write(to: chapter, atomically: true, encoding: .utf8)
        let context = try BuildContext(setup: setup, chapter: setup.course.chapters[0], texts: [answer, chapterText])
        let executable = folder.appendingPathComponent("program").path
        func frontend(_ answerText: String, primaries: [(source: String, object: String)]) throws {
            try answerText.write(to: answerFile, atomically: true, encoding: .utf8)
            var request = context.exerciseRequest(sources: [answerFile.path, chapter.path], output: "")
            request.frontendPrimaries = primaries
            let result = setup.compiler.compile(request)
            try #require(result.succeeded, "\(result.rawOutput)")
        }
        let answerObject = folder.appendingPathComponent("answer.o").path, chapterObject = folder.appendingPathComponent("Chapter.o").path
        if let objectsFrom {
            try frontend(objectsFrom, primaries: [(chapter.path, chapterObject)])
            try frontend(answer, primaries: [(answerFile.path, answerObject)])
        } else {
            try frontend(answer, primaries: [(answerFile.path, answerObject), (chapter.path, chapterObject)])
        }
        let linked = setup.compiler.compile(context.request(sources: [answerObject, chapterObject], output: executable))
        guard linked.succeeded else { return "does not link: " + (LinkerOutput.missingSymbols(in: linked.rawOutput).first ?? linked.rawOutput) }
        let ran = try HostProcess.run(HostCommand(executable: executable, timeoutSeconds: 30))
        return "\(ran.termination): " + String(decoding: ran.standardOutput, as: UTF8.self)
    }

    @Test("two answers that mean one thing may share an interface: the second, linked with the first's chapter objects, runs as compiled whole")
    func oneMeaningOneInterface() throws {
        // A line break that makes `(1)` a statement of its own, in a closure
        // whose type is written: the tokens and the types are the same.
        let first = "func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { () -> Any in let v = p\n(1); return v }()\n"
        let second = "func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { () -> Any in let v = p (1); return v }()\n"
        let key = try #require(try Self.key(first))
        #expect(try Self.key(second) == key)
        let whole = try Self.run(second, chapterObjectsFrom: nil)
        #expect(whole.contains("(1, 1)"))
        #expect(try Self.run(second, chapterObjectsFrom: first) == whole)
    }

    @Test("two answers of the same tokens but not one meaning: linked with the other's chapter objects, the program does not run as compiled whole")
    func whySpacingMatters() throws {
        // What the partial module's digest in the interface prevents (see
        // spacingThatChangesMeaning): `pad` a function in one, a tuple in the
        // other (here the link misses the tuple's `pad`; the grader would
        // then compile the chapter's files again, but nothing promises a
        // link failure for every such pair).
        let first = "func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { let v = p\n(1); return v }()\n"
        let second = "func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { let v = p (1); return v }()\n"
        let whole = try Self.run(second, chapterObjectsFrom: nil)
        #expect(whole.contains("(1, 1)"))
        #expect(try Self.run(second, chapterObjectsFrom: first) != whole)
        #expect(try Self.key(first) != Self.key(second))
    }

    @Test("the text screen admits names in backticks of letters and digits, and code past plain ASCII only in literals and comments")
    func plainCode() {
        #expect(AnswerInterface.admits("let `default` = 1\nfunc `init`() {}\n"))
        #expect(!AnswerInterface.admits("let café = 1\n"))
        #expect(AnswerInterface.admits("let s = \"café\" // é\n"))
        #expect(!AnswerInterface.admits("let r = #/a+/#\n"))
        // Refused words are found in interpolations too, and not in comments or strings.
        #expect(!AnswerInterface.admits("let s = \"\\({ () -> Int in @inline(__always) func f() -> Int { 1 }; return f() }())\"\n"))
        #expect(AnswerInterface.admits("// some\nlet s = \"some @inlinable\"\n"))
    }

    @Test("the text screen refuses @export but for @export(interface), and @backDeployed; it admits @_specialize, @_semantics and @_effects")
    func definitionVisibility() {
        #expect(!AnswerInterface.admits("@export(implementation) func f() {}\n"))
        #expect(!AnswerInterface.admits("@ export ( /* interface */ implementation ) func f() {}\n"))
        #expect(!AnswerInterface.admits("@export(`implementation`) func f() {}\n"))
        #expect(!AnswerInterface.admits("let s = \"\\({ () -> Int in @export(implementation) func f() -> Int { 1 }; return f() }())\"\n"))
        #expect(!AnswerInterface.admits("func f() {}\n@export"))
        #expect(AnswerInterface.admits("@export(interface) func f() {}\n"))
        #expect(!AnswerInterface.admits("public struct C {\n    @backDeployed(before: macOS 99) public func f() {}\n}\n"))
        #expect(!AnswerInterface.admits("@_backDeploy(before: macOS 99) public func f() {}\n"))
        #expect(AnswerInterface.admits("@_specialize(where T == Int) func f<T>(_ x: T) -> T { x }\n"))
        #expect(AnswerInterface.admits("@_semantics(\"workbook.f\") func f() {}\n"))
        #expect(AnswerInterface.admits("@_effects(readnone) func f() -> Int { 1 }\n"))
    }

    @Test("@export(interface), @_specialize, @_semantics and @_effects are in the interface; a body edit under them keeps it", arguments: [
        ("func echo<T>(_ value: T) -> T { value }\n", "@_specialize(where T == Int)\nfunc echo<T>(_ value: T) -> T { value }\n",
         "@_specialize(where T == String)\nfunc echo<T>(_ value: T) -> T { value }\n", "@_specialize(where T == Int)\nfunc echo<T>(_ value: T) -> T { let copy = value; return copy }\n"),
        ("func count() -> Int { 1 }\n", "@_effects(readnone) func count() -> Int { 1 }\n",
         "@_effects(readonly) func count() -> Int { 1 }\n", "@_effects(readnone) func count() -> Int { 2 }\n"),
        ("func count() -> Int { 1 }\n", "@_semantics(\"workbook.one\") func count() -> Int { 1 }\n",
         "@_semantics(\"workbook.two\") func count() -> Int { 1 }\n", "@_semantics(\"workbook.one\") func count() -> Int { 2 }\n"),
        ("func count() -> Int { 1 }\n", "@export(interface) func count() -> Int { 1 }\n",
         "@export(interface) func count() -> Int? { 1 }\n", "@export(interface) func count() -> Int { 2 }\n"),
    ])
    func attributesOutsideBodies(plain: String, marked: String, otherwise: String, bodyEdit: String) throws {
        let keys = try [plain, marked, otherwise].map { try #require(try Self.key($0), "no interface for \($0)") }
        #expect(Set(keys).count == 3, "the attribute is no part of the interface")
        #expect(try Self.key(bodyEdit) == keys[1])
    }
}
