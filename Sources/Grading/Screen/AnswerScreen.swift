import Foundation
import Toolchain

/// Constructs an answer may not use: they would let it replace functions
/// the grader's own code calls, or blame its errors on other files.
enum AnswerScreen {
    static let forbidden: [(token: String, why: String)] = [
        ("#sourceLocation", "it would report your errors at another file's lines"),
        ("@_silgen_name", "it can replace functions the grader relies on"),
        ("@_cdecl", "it can replace C functions the grader relies on"),
        ("@c", "it can replace C functions the grader relies on"),
        ("@_dynamicReplacement", "it can replace functions the grader relies on"),
        ("@_extern", "it can bind to functions the grader relies on"),
        ("@_section", "it places data where the grader does not expect it"),
        ("@section", "it places data where the grader does not expect it"),
        ("@_used", "it keeps hidden symbols alive in the grader's program"),
        ("@used", "it keeps hidden symbols alive in the grader's program"),
        ("@main", "the grader's driver is the program's entry point"),
    ]

    /// One error per forbidden construct outside comments and string
    /// literals, and one for a text nested past what the reader follows
    /// (``SwiftCodeReader/Limit``): such an answer cannot be screened.
    static func problems(in text: String, path: String) -> [Diagnostic] {
        problems(in: SwiftCodeReader.read(text), path: path)
    }

    /// The same, from a reading of the text already made.
    static func problems(in reader: SwiftCodeReader, path: String) -> [Diagnostic] {
        var problems = reader.words.compactMap { word -> Diagnostic? in
            guard let rule = forbidden.first(where: { $0.token == word.text }) else { return nil }
            return Diagnostic(file: path, line: word.line, column: word.column, severity: .error,
                              message: "'\(word.text)' is not allowed in an answer: \(rule.why); remove it")
        }
        if let limit = reader.limit {
            problems.append(Diagnostic(file: path, line: limit.line, column: limit.column, severity: .error,
                                       message: "this answer could not be read: it \(limit.what); write the string in steps, with a `let` for each inner part"))
        }
        return problems
    }

    /// Every identifier, keyword, `#directive` and `@attribute` outside
    /// comments and string literals, with its line and column. The code
    /// inside a string's interpolations (`\(…)`, `\#(…)` in a raw string)
    /// is code: its end is found as the compiler's lexer finds it, and it
    /// is read again like any other code, nested strings and all.
    static func codeWords(in text: String) -> [(text: String, line: Int, column: Int)] {
        SwiftCodeReader.read(text).words
    }
}
