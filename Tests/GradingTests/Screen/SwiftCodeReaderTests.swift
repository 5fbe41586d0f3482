import Foundation
@testable import Grading
import Sandbox
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// The reader of answers' text is cheap whatever the text: linear in it,
/// with no recursion the text controls, and a bound on how deep it follows
/// interpolations (the answer is refused with that reason past it).
@Suite("The code reader: linear, bounded, no recursion")
struct SwiftCodeReaderTests {
    /// Runs `body` on a thread with a small stack: a reader that recursed
    /// once per level of the text's nesting would overflow it.
    static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
    }

    /// How long `body` takes, in seconds of the clock.
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test("interpolations nested 10,000 deep: read on a 256 KiB stack, refused with the reason and the place")
    func deepInterpolations() {
        let depth = 10_000
        let text = "import Foundation\nlet s = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth) + "\n"
        Self.onSmallStack {
            let reader = SwiftCodeReader.read(text)
            #expect(reader.limit == SwiftCodeReader.Limit(line: 2, column: 11 + 3 * SwiftCodeReader.maximumInterpolationDepth, what: "nests string interpolations more than 64 deep"))
            let problems = AnswerScreen.problems(in: text, path: "Exercises/kebab-strategy.swift")
            #expect(problems.map(\.line) == [2])
            #expect(problems.first?.message.hasPrefix("this answer could not be read: it nests string interpolations more than 64 deep") == true)
            #expect(!AnswerInterface.admits(text))
            _ = AnswerSkeleton.digest(of: text)
        }
    }

    @Test("interpolations nested 64 deep are read whole, and an attribute after them is found")
    func atTheLimit() {
        let depth = SwiftCodeReader.maximumInterpolationDepth
        let text = "let s = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth) + "; @_cdecl(\"x\") func f() {}\n"
        let reader = SwiftCodeReader.read(text)
        #expect(reader.limit == nil)
        #expect(AnswerScreen.problems(in: text, path: "a.swift").map(\.message).contains { $0.hasPrefix("'@_cdecl' is not allowed") })
    }

    /// Texts of about half a megabyte (the largest answer `grade` reads)
    /// built to make a reader rescan: each must be read in well under the
    /// time a quadratic reading would take (minutes at this size).
    static let adversarial: [(name: String, text: String)] = [
        ("a line of #", String(repeating: "#", count: 500_000)),
        ("# runs before a word", String(repeating: String(repeating: "#", count: 5_000) + "x\n", count: 100)),
        ("# runs inside a raw string", "let s = " + String(repeating: "#", count: 2_000) + "\"" + String(repeating: "\"" + String(repeating: "#", count: 1_999), count: 250) + "\"" + String(repeating: "#", count: 2_000)),
        ("# runs inside an interpolation", "let s = \"\\(" + String(repeating: "#", count: 500_000) + ")\""),
        ("unclosed raw multi-line strings", String(repeating: String(repeating: "#", count: 50) + "\"\"\"" + String(repeating: " ", count: 4_000) + "\n", count: 120)),
        ("braces 200,000 deep", "func f() " + String(repeating: "{", count: 200_000) + String(repeating: "}", count: 200_000)),
        ("nested block comments", String(repeating: "/*", count: 200_000) + String(repeating: "*/", count: 200_000)),
        ("an interpolation of many parentheses", "let s = \"\\(" + String(repeating: "(", count: 200_000) + String(repeating: ")", count: 200_000) + ")\""),
        ("sigils and spaces", String(repeating: "@ /* */ #  ", count: 40_000)),
        ("backticks", String(repeating: "`a`", count: 150_000)),
        ("a regex literal of escapes", "let r = #/" + String(repeating: "\\/", count: 200_000) + "/#"),
        ("sibling interpolations", "let s = \"" + String(repeating: "\\(a)", count: 100_000) + "\""),
    ]

    @Test("text built to make a reader rescan is read in linear time", arguments: adversarial.map(\.name))
    func linear(_ name: String) {
        let text = Self.adversarial.first { $0.name == name }!.text
        let seconds = Self.seconds {
            _ = AnswerScreen.problems(in: text, path: "a.swift")
            _ = AnswerInterface.admits(text)
            _ = AnswerSkeleton.digest(of: text)
        }
        // Linear: tens of milliseconds here. The old reader took 116 s for 60,000 `#`.
        #expect(seconds < 20, "\(name): \(seconds) s")
    }

    @Test("positions count lines at line feeds and lone carriage returns, columns in scalars")
    func positions() {
        let reader = SwiftCodeReader.read("a\r\nb\rc\n  é d")
        #expect(reader.words.map(\.text) == ["a", "b", "c", "é", "d"])
        #expect(reader.words.map(\.line) == [1, 2, 3, 4, 4])
        #expect(reader.words.map(\.column) == [1, 1, 1, 3, 5])
    }

    @Test("tokens outside interpolations, words inside them too")
    func tokensAndWords() {
        let reader = SwiftCodeReader.read(##"let s = "a\(b + "c\(d)")e"; f(#"\(g)"#)"##)
        #expect(reader.words.map(\.text) == ["let", "s", "b", "d", "f"])
        #expect(reader.tokens == [.word("let"), .word("s"), .punctuation("="), .literal(#""a\(b + "c\(d)")e""#), .punctuation(";"),
                                  .word("f"), .punctuation("("), .literal(##"#"\(g)"#"##), .punctuation(")")])
    }
}

/// The reader against swift-syntax's parser on generated Swift: strings of
/// every kind with interpolations nested in them, raw strings whose
/// content is full of `#` and quotes, multi-line strings, extended regex
/// literals, comments (nested, ended by a carriage return), names in
/// backticks, names past ASCII, and the attributes the screen refuses
/// spelt in every way the compiler reads them. Every text is valid Swift,
/// so the parser reads it as the compiler does; the reader must find the
/// same words, and so the same refused constructs, in each.
@Suite("The code reader agrees with swift-syntax's parser on generated Swift")
struct SwiftCodeReaderParserTests {
    struct Generator {
        var random: SeededGenerator
        var names = 0

        mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
        mutating func chance(_ percent: Int) -> Bool { Int(random.next() % 100) < percent }
        mutating func count(_ upTo: Int) -> Int { Int(random.next() % UInt64(upTo + 1)) }

        mutating func name() -> String {
            names += 1
            let name = pick(["v", "_w", "café", "Ωmega", "x😀", "`class`", "`func`", "`in`", "value"])
            // A keyword in backticks is a name as it stands; any other name gets a number.
            return name.hasPrefix("`") ? name : name + String(names)
        }

        /// Text that may stand in any string: quotes, `#`, backslashes,
        /// comment marks, attributes and Unicode, as the literal's kind allows.
        mutating func segment(raw hashes: Int?, multiline: Bool) -> String {
            var text = ""
            for _ in 0..<count(6) {
                var piece = pick(["a", " ", "#", "##", "/*", "*/", "//", "@_cdecl(\"x\")", "#sourceLocation", "(", ")", "é", "😀", "\u{A0}", "'", "\\\\", "\\\"", "\\n", "\\u{41}", "\"", "#\"", "\"#", "\\(", "\\#("])
                if hashes == nil || hashes == 0 {
                    // Only escapes the literal reads as escapes.
                    if piece == "\"" || piece == "#\"" || piece == "\"#" { piece = multiline ? piece : "\\\"" }
                    if piece == "\\(" || piece == "\\#(" { piece = "\\\\(" }
                } else {
                    // In a raw string, `\` followed by `(` interpolates only with the string's `#`s.
                    if piece == "\\(" || piece == "\\#(" { piece = "\\(" + (hashes! > 0 ? "" : "") }
                    if piece.hasPrefix("\\") && piece != "\\(" { piece = "\\x" }
                }
                text += piece
            }
            return text
        }

        mutating func expression(depth: Int) -> String {
            let kinds = depth > 3 ? ["name", "number"] : ["string", "raw", "multiline", "regex", "name", "number", "sum", "call"]
            switch pick(kinds) {
            case "string": return string(hashes: 0, depth: depth)
            case "raw": return string(hashes: 1 + count(3), depth: depth)
            case "multiline": return multiline(hashes: pick([0, 0, 1, 2]), depth: depth)
            case "regex": return "#/" + pick(["a+b", "\\/", "[#\"]", "\\d{2}-x", "(?<y>\\w)"]) + "/#"
            case "name": return "(" + name() + ")"
            case "number": return String(count(999))
            case "sum": return "(" + expression(depth: depth + 1) + " + " + expression(depth: depth + 1) + ")"
            default: return "f(" + expression(depth: depth + 1) + ", label: " + expression(depth: depth + 1) + ")"
            }
        }

        /// A one-line string literal with `hashes` `#`s, interpolations nested in it.
        mutating func string(hashes: Int, depth: Int) -> String {
            let fence = String(repeating: "#", count: hashes)
            var body = ""
            for _ in 0..<count(3) {
                var piece = segment(raw: hashes, multiline: false)
                // A raw string's text must not hold its own closing delimiter.
                if hashes > 0 { piece = piece.replacingOccurrences(of: "\"" + fence, with: "\"x") }
                body += piece
                if chance(60) { body += "\\" + fence + "(" + expression(depth: depth + 1) + ")" }
            }
            if hashes > 0 { body = body.replacingOccurrences(of: "\"" + fence, with: "\"x") }
            if hashes > 0, body.hasSuffix("\"") { body += "x" }
            return fence + "\"" + body + "\"" + fence
        }

        mutating func multiline(hashes: Int, depth: Int) -> String {
            let fence = String(repeating: "#", count: hashes)
            var lines: [String] = []
            for _ in 0..<(1 + count(2)) {
                var line = segment(raw: hashes, multiline: true).replacingOccurrences(of: "\"\"\"", with: "\"x\"")
                if hashes > 0 { line = line.replacingOccurrences(of: "\"" + fence, with: "\"x") }
                if chance(60) { line += "\\" + fence + "(" + expression(depth: depth + 1) + ")" }
                // A line must not end in a backslash (a continuation) nor be only an escape's start.
                if line.hasSuffix("\\") { line += "x" }
                lines.append(line)
            }
            return fence + "\"\"\"\n" + lines.joined(separator: "\n") + "\n\"\"\"" + fence
        }

        mutating func comment() -> String {
            pick([
                "// " + segment(raw: 1, multiline: true).replacingOccurrences(of: "\n", with: " ") + pick(["\n", "\r"]),
                "/* " + pick(["a", "@_cdecl", "\"", "/* nested */", "#"]) + " */ ",
            ])
        }

        mutating func attribute() -> String {
            let name = pick(["_cdecl", "_silgen_name"])
            let spelt = pick(["@" + name, "@ " + name, "@ /* c */ " + name, "@`" + name + "`", "@\u{A0}" + name])
            return spelt + "(\"zz\(names)\") func " + name + String(names) + "() {}"
        }

        mutating func statement() -> String {
            switch count(9) {
            case 0: return comment()
            case 1: return attribute()
            case 2: return "#sourceLocation(file: \"x.swift\", line: 1)\n#sourceLocation()"
            default: return "let " + name() + " = " + expression(depth: 0)
            }
        }

        mutating func program() -> String {
            (0..<(1 + count(6))).map { _ in statement() }.joined(separator: pick(["\n", "\r\n"])) + "\n"
        }
    }

    /// A word as both sides name it: no sigil, no backticks; only names
    /// and keywords (no numbers, no `$0`).
    static func normalised(_ word: String) -> String? {
        var text = word.drop { $0 == "@" || $0 == "#" }
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 { text = text.dropFirst().dropLast() }
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return nil }
        return String(text)
    }

    static func parserWords(_ text: String) -> [String] {
        Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            switch token.tokenKind {
            case .stringSegment, .regexLiteralPattern, .integerLiteral, .floatLiteral: return nil
            default: return normalised(token.text)
            }
        }
    }

    /// Which of `texts` the compiler's own parser refuses (`swiftc -frontend
    /// -parse`, one run for all of them): swift-syntax's parser and the
    /// compiler's disagree on a few texts (a `//` inside a regex literal
    /// inside an interpolation ends the interpolation for the compiler).
    static func refusedByCompiler(_ texts: [String]) throws -> Set<Int> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try texts.indices.map { index -> String in
            let path = folder.appendingPathComponent("p\(index).swift").path
            try Data(texts[index].utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let result = try HostProcess.run(HostCommand(executable: TestCourse.setup.compiler.path,
                                                     arguments: ["-frontend", "-parse", "-swift-version", "5"] + paths, timeoutSeconds: 120))
        let output = String(decoding: result.standardError + result.standardOutput, as: UTF8.self)
        var refused: Set<Int> = []
        for line in output.split(separator: "\n") where line.contains(": error:") {
            if let range = line.range(of: folder.path + "/p"), let end = line[range.upperBound...].firstIndex(of: "."),
               let index = Int(line[range.upperBound..<end]) { refused.insert(index) }
        }
        return refused
    }

    @Test("on 2,000 generated programs the reader's words are the parser's, wherever both parsers accept the program", arguments: 0..<20)
    func agrees(_ seed: Int) throws {
        var generator = Generator(random: SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17))
        let texts = (0..<100).map { _ in generator.program() }
        let refused = try Self.refusedByCompiler(texts)
        var compared = 0
        for (index, text) in texts.enumerated() where !refused.contains(index) && !Parser.parse(source: text).hasError {
            compared += 1
            let ours = SwiftCodeReader.read(text).words.compactMap { Self.normalised($0.text) }
            #expect(ours == Self.parserWords(text), "seed \(seed):\n\(text)")
        }
        #expect(compared >= 40, "only \(compared) of 100 programs were valid Swift to both parsers")
    }
}

/// Spellings the compiler reads one way and a careless reader another.
@Suite("The code reader reads as the compiler reads")
struct SwiftCodeReaderSpellingTests {
    @Test("a raw identifier after a sigil is one word, whatever it holds", arguments: [
        ("@`a /* b` let x = 1\n@_cdecl(\"f\") func f() {}\n/* */", ["@a /* b", "let", "x", "1", "@_cdecl", "func", "f"]),
        ("#`sourceLocation`(file: \"a\", line: 1)", ["#sourceLocation", "file", "line", "1"]),
    ])
    func rawIdentifierAfterSigil(_ text: String, _ words: [String]) {
        #expect(SwiftCodeReader.read(text).words.map(\.text) == words)
    }

    @Test("an extended regex literal opened by #/ and spaces at the end of its line is a multi-line one")
    func multilineRegexAfterSpaces() {
        let text = "let r = #/  \n  a\"\"\"b\n  /#\n@_silgen_name(\"x\") func f()\n"
        #expect(AnswerScreen.problems(in: text, path: "a.swift").map(\.line) == [4])
    }

    @Test("the attributes that name symbols or sections, in Swift 6.3's spellings too, are refused", arguments: ["@c(fflush)", "@section(\".init_array\")", "@used", "@_section(\"x\")", "@_used", "@_cdecl(\"x\")"])
    func refusedAttributes(_ attribute: String) {
        let problems = AnswerScreen.problems(in: attribute + " func f() {}\n", path: "a.swift")
        #expect(problems.count == 1 && problems[0].message.contains("is not allowed in an answer"), "\(problems.map(\.message))")
    }

    @Test("63 interpolations deep around half a megabyte of quotes: one scan, not one per level")
    func deepQuotes() {
        let depth = 63
        let text = "let s = " + String(repeating: "\"\\(", count: depth) + String(repeating: "''", count: 250_000) + String(repeating: ")\"", count: depth) + "\n@main struct M {}\n"
        let start = DispatchTime.now().uptimeNanoseconds
        let problems = AnswerScreen.problems(in: text, path: "a.swift")
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(problems.map(\.line) == [2])
        // 26 CPU seconds when every level scanned the text again.
        #expect(seconds < 10, "\(seconds) s")
    }
}
