import Testing
@testable import Grading

/// What other files of the module can depend on (``AnswerInterface``): an
/// edit inside a body keeps it, an edit to a declaration changes it.
@Suite("An answer's interface")
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

    static func interface(_ text: String) -> String? { AnswerInterface.text(of: text) }

    /// `base` with `old` replaced by `new` (which must be there).
    static func edited(_ old: String, _ new: String) -> String {
        precondition(base.contains(old), "not in the base answer: \(old)")
        return base.replacingOccurrences(of: old, with: new)
    }

    @Test("the base answer has an interface without its bodies")
    func baseHasAnInterface() throws {
        let text = try #require(Self.interface(Self.base))
        #expect(text.contains("func doubled() -> Int {…}"))
        #expect(text.contains("init(name: String) {…}"))
        #expect(!text.contains("count * 2"))
        #expect(!text.contains("twice the count"))
        #expect(text.contains("var label: String {get… }"))
        // An initial value is kept whole, its closure too.
        #expect(text.contains("path.last!"))
        #expect(text.contains("var count: Int\n"))
    }

    @Test("an edit inside a body, a comment or spacing keeps the interface", arguments: [
        ("return count * 2", "return count + count"),
        ("self.name = name", "self.name = name.uppercased()"),
        ("\"\\(name): \\(count)\"", "name + \" \" + String(count)"),
        ("// twice the count", "/* doubled */"),
        ("    var count: Int", "    var  count:  Int // how many"),
        ("return count * 2", "let twice = count * 2\n        print(twice)\n        return twice"),
    ])
    func bodyEdits(old: String, new: String) throws {
        let before = try #require(Self.interface(Self.base))
        #expect(Self.interface(Self.edited(old, new)) == before)
    }

    @Test("an edit to a declaration changes the interface", arguments: [
        ("func doubled() -> Int", "func twice() -> Int"),
        ("func doubled() -> Int", "func doubled(by factor: Int = 2) -> Int"),
        ("init(name: String)", "init(title name: String)"),
        ("var count: Int", "var count: Int = 1"),
        ("var count: Int", "var count: Double"),
        ("    var name: String\n    var count: Int", "    var count: Int\n    var name: String"),
        ("struct Tally: Codable", "struct Tally: Decodable"),
        ("var label: String { \"\\(name): \\(count)\" }", "var label: String { didSet { } }"),
        ("var label: String { \"\\(name): \\(count)\" }", "var label: String = \"\""),
        ("static let dashed: JSONDecoder.KeyDecodingStrategy = .custom", "static var dashed: JSONDecoder.KeyDecodingStrategy = .custom"),
        ("extension JSONDecoder.KeyDecodingStrategy {", "extension JSONDecoder.KeyDecodingStrategy {\n    static let plain = JSONDecoder.KeyDecodingStrategy.useDefaultKeys"),
        ("import Foundation", "import Foundation\nprivate func helper() -> Int { 1 }"),
        ("path.last!", "let key = path.last!\n        return key"),
        ("    var count: Int", "    var count :Int"),
    ])
    func declarationEdits(old: String, new: String) throws {
        let before = try #require(Self.interface(Self.base))
        let after = Self.interface(Self.edited(old, new))
        #expect(after != nil)
        #expect(after != before)
    }

    @Test("after an initial value, the rest of its scope is kept whole, bodies too")
    func restOfScopeAfterInitialValue() throws {
        let text = "struct S {\n    var a: Int = 1\n    func f() -> Int { 2 }\n}\nfunc g() -> Int { 3 }\n"
        let interface = try #require(Self.interface(text))
        #expect(interface.contains("{ 2 }"))
        #expect(interface.contains("func g() -> Int {…}"))
    }

    @Test("an initial value without a written type is kept: its type comes from it")
    func untypedInitialValue() {
        let one = "let limit = { 1 }()\n"
        let other = "let limit = { 1.5 }()\n"
        #expect(Self.interface(one) != nil)
        #expect(Self.interface(one) != Self.interface(other))
    }

    @Test("a protocol's and a subscript's accessors are kept")
    func accessorsAreKept() {
        let getter = "protocol Named {\n    var name: String { get }\n}\n"
        let both = "protocol Named {\n    var name: String { get set }\n}\n"
        #expect(Self.interface(getter) != nil)
        #expect(Self.interface(getter) != Self.interface(both))
        let readOnly = "struct Row {\n    subscript(index: Int) -> Int { get { index } }\n}\n"
        let readWrite = "struct Row {\n    subscript(index: Int) -> Int { get { index } set { } }\n}\n"
        #expect(Self.interface(readOnly) != Self.interface(readWrite))
        let otherGetterBody = "struct Row {\n    subscript(index: Int) -> Int { get { index + 1 } }\n}\n"
        #expect(Self.interface(readOnly) == Self.interface(otherGetterBody))
    }

    @Test("no interface where a body can reach other files, or the braces do not balance", arguments: [
        "struct Shape {\n    func make() -> some Equatable { 1 }\n}\n",
        "@inlinable func twice(_ value: Int) -> Int { value * 2 }\n",
        "@_transparent func twice(_ value: Int) -> Int { value * 2 }\n",
        "@inline(__always) func twice(_ value: Int) -> Int { value * 2 }\n",
        "struct Open {\n    func run() {\n",
        "struct Closed {}\n}\n",
    ])
    func noInterface(text: String) {
        #expect(Self.interface(text) == nil)
    }

    /// Pairs that declare different things although only "bodies" seem to
    /// differ: each would have linked the second with objects compiled for
    /// the first, had their interfaces been equal.
    @Test("declarations that differ in what a quick reading takes for a body get different interfaces", arguments: [
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
        // A line break is not a space.
        ("func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { () -> Any in let v = p\n(1); return v }()", "func p(_ x: Int) -> (Int, Int) { (x, x) }\nlet pad = { () -> Any in let v = p (1); return v }()"),
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
    func quickReadingsThatWouldBeWrong(first: String, second: String) {
        let one = Self.interface(first), other = Self.interface(second)
        #expect(one == nil || one != other, "\(first)\n---\n\(second)\n---\n\(one ?? "nil")")
    }

    @Test("names in backticks of letters and digits keep an interface; code past plain ASCII has none")
    func plainCode() {
        #expect(Self.interface("let `default` = 1\nfunc `init`() {}\n") != nil)
        #expect(Self.interface("let café = 1\n") == nil)
        #expect(Self.interface("let s = \"café\"\n") != nil)
        #expect(Self.interface("let r = #/a+/#\n") == nil)
    }

    @Test("braces inside strings and interpolations are not structure")
    func bracesInStrings() throws {
        let text = "func body() -> String { \"}\" }\nfunc other() -> String { \"\\(1)}{\" }\nlet open = \"{\"\n"
        let interface = try #require(Self.interface(text))
        #expect(interface.contains("func body() -> String {…}"))
        #expect(interface.contains("func other() -> String {…}"))
        #expect(interface.hasSuffix("let open = \"{\""))
    }
}
