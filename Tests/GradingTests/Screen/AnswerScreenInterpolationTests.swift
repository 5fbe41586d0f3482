import Foundation
@testable import Grading
import SwiftParser
import SwiftSyntax
import Testing

/// The code inside a string's interpolations is code: the answer screen
/// reads it as the compiler does, so a string cannot hide an attribute
/// after it (issue 27).
@Suite("The answer screen reads interpolations as the compiler does")
struct AnswerScreenInterpolationTests {
    /// Each attack line, with the construct the screen must refuse in it.
    static let attacks: [(text: String, refused: String)] = [
        (#"let h = "\("\"")"; @_silgen_name("$s7SomeMod3fooyyF") @_alwaysEmitIntoClient public func zzWeak() {}"#, "@_silgen_name"),
        (#"let h = "\("\"")"; @_used @_section(".init_array") let early: @convention(c) () -> Void = { }"#, "@_section"),
        (##"let h = "\("\"")"; #sourceLocation(file: "WorkbookHarness/harness.swift", line: 999)"##, "#sourceLocation"),
        // The same, in a multi-line string, in a raw string, and nested twice.
        ("let h = \"\"\"\n    \\(\"\\\"\" + \"\"\"\n    \"\"\")\n    \"\"\"; @_cdecl(\"fflush\") public func f() -> Int32 { 0 }", "@_cdecl"),
        (##"let h = #"\#("\"")"#; @_silgen_name("swift_retain") func g()"##, "@_silgen_name"),
        (#"let h = "\(("\("\"")"))"; @main struct M { static func main() {} }"#, "@main"),
        // A comment inside an interpolation of a multi-line string.
        ("let h = \"\"\"\n    \\(1 /* \" */ + 2 // \"\n    )\n    \"\"\"; @_used let u = 1", "@_used"),
        // A raw string holding `"\(`: not an interpolation in a raw string.
        (##"let h = #""\("#; @_silgen_name("swift_release") func r()"##, "@_silgen_name"),
        // An extended regex literal holding an escaped delimiter and a quote.
        (##"let r = #/\/#"/#; @_silgen_name("swift_release") func r()"##, "@_silgen_name"),
        // The attribute's name in backticks, after spaces, or after a comment.
        ("@`_used` @`_section`(\".init_array\") let early: @convention(c) () -> Void = { }", "@_used"),
        ("@ `_section`(\".init_array\") let early: @convention(c) () -> Void = { }", "@_section"),
        ("@`_silgen_name`(\"getenv\") func mine(_ p: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?", "@_silgen_name"),
        ("@ /* c */ _cdecl(\"zz\") func f() {}", "@_cdecl"),
        ("#`sourceLocation`(file: \"x.swift\", line: 1)", "#sourceLocation"),
        // Names in backticks (raw identifiers) holding comment or string marks.
        ("let `screen/*` = 0\n#sourceLocation(file: \"Chapters/03-alpha-vantage.md\", line: 1)\nlet `screen*/` = 0", "#sourceLocation"),
        ("let `tag//` = 0; @_used let u = 1", "@_used"),
        ("let `y\"` = 1; @_cdecl(\"zz\") func f() {}", "@_cdecl"),
        // Space the compiler skips after the sigil.
        ("@\u{A0}_silgen_name(\"getenv\") func mine(_ p: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?", "@_silgen_name"),
    ]

    @Test("each attack line is refused at its line, with what is refused and what to do", arguments: 0..<attacks.count)
    func refused(_ index: Int) throws {
        let (text, refused) = Self.attacks[index]
        let answer = "import Foundation\n" + text + "\n"
        let problems = AnswerScreen.problems(in: answer, path: "Exercises/hex-data-strategy.swift")
        let problem = problems.first { $0.message.hasPrefix("'\(refused)' is not allowed in an answer") }
        #expect(problem != nil, "\(text): \(problems.map(\.message))")
        guard let problem else { return }
        #expect(problem.file == "Exercises/hex-data-strategy.swift")
        // Where the name stands (written `@_x`, or `@ `_x``: find `_x`).
        let anchor = try #require(answer.range(of: refused) ?? answer.range(of: String(refused.dropFirst())))
        #expect(problem.line == answer.prefix(upTo: anchor.lowerBound).filter { $0 == "\n" }.count + 1)
        #expect(problem.message.hasSuffix("; remove it"))
    }

    @Test("a normal answer's interpolations pass the screen, whatever their strings hold")
    func normalInterpolations() {
        let text = #"""
        let a = 1, c = [1, 2]
        let s = "\(a) \("b") \(c.map { "\($0)" })"
        let t = "\(String(describing: "@main")) #sourceLocation \( "@_cdecl(\"x\")" )"
        let u = """
            \(c.map { """
                @_silgen_name \($0)
                """ }.joined())
            """
        let v = #"@_used \#("@_section") \(a) "#
        let w = "\(/* @_cdecl ) */ a)"
        """#
        #expect(AnswerScreen.problems(in: text, path: "a.swift").isEmpty, "\(AnswerScreen.problems(in: text, path: "a.swift").map(\.message))")
    }

    /// Texts with every kind of literal, interpolations nested in them.
    static let samples: [String] = [
        #"let s = "\(a) \("b") \(c.map { "\($0)" })""#,
        #"let h = "\("\"")"; @_silgen_name("x") func zzWeak() {}"#,
        ##"let h = #"\#("\"") \(notCode) "quoted""#; let after = word"##,
        ###"let h = ##"\##(inner + #"\#(deeper)"#) \#(notCode)"##; let after = word"###,
        "let m = \"\"\"\n    one \\(two(\"three\", \"\"\"\n        four \\(five)\n        \"\"\")) six\n    \"\"\"\nlet after = word",
        "let m = \"\"\"\n    \\(alpha /* \" */ + beta // \" gamma\n    )\n    \"\"\"\nlet after = word",
        ##"let r = #/ab\/#"c/#; let after = word"##,
        ##"let q = #""""#; let after = word"##,
        "let n = \"\\(a)\\\\(b) \\u{41} \\\"\\(c)\"; /* a /* nested */ comment */ let after = word",
    ]

    @Test("the screen's words are the compiler's identifiers and keywords (swift-syntax's parser)", arguments: samples)
    func sameAsParser(_ text: String) {
        let ours = AnswerScreen.codeWords(in: text).map { word -> String in
            String(word.text.drop { $0 == "@" || $0 == "#" || $0 == " " })
        }.filter { !$0.isEmpty && !($0.first?.isNumber ?? true) && $0.first != "$" }  // `$0`: the parser's side drops it too
        let parsed = Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            switch token.tokenKind {
            case .stringSegment, .regexLiteralPattern, .integerLiteral, .floatLiteral: return nil
            default:
                let name = String(token.text.drop { $0 == "#" })
                guard let first = name.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return nil }
                return name
            }
        }
        #expect(ours == parsed, "\(text)")
    }
}
