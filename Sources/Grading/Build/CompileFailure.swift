import Foundation
import Sandbox
import Toolchain

/// A failed compile, described for the learner: the answer's own errors at
/// its own path, the chapter's (at Markdown lines) when the answer broke
/// them, never the temporary paths.
public struct CompileFailure: Sendable, Codable, Equatable {
    public let diagnostics: [Diagnostic]
    public let timedOut: Bool

    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        timedOut = false
    }

    /// The answer's module compiled but does not link with the grader's:
    /// it lacks a name the harness uses (the exercise's contract), or
    /// declares it in another form than the task asks for (a function where
    /// a property is asked for, another type of value).
    init(linkResult result: CompileResult, answerPath: String, demangler: String) {
        timedOut = result.timedOut
        let text = result.rawOutput
        let names = Self.demangled(Array(LinkerOutput.missingSymbols(in: text).prefix(8)), demangler: demangler)
        let message: String
        if names.isEmpty {
            message = "your answer compiled, but the grader's program could not be linked with it:\n" + String(text.suffix(1500))
        } else {
            message = "your answer compiled, but it does not provide, in the form the exercise asks for, what the grader uses:\n"
                + names.map { "  - " + $0 }.joined(separator: "\n")
                + "\nDeclare these as the exercise's task text names them (their kind, type and `static`/instance must match)."
        }
        diagnostics = [Diagnostic(file: answerPath, line: 0, column: 0, severity: .error, message: message)]
    }

    /// Without "Exercise." where it qualifies a name (not inside "WorkbookExercise.").
    private static func unqualified(_ text: String) -> String {
        let expression = try? NSRegularExpression(pattern: "(?<![A-Za-z0-9_])Exercise\\.")
        return expression?.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "") ?? text
    }

    private static func demangled(_ symbols: [String], demangler: String) -> [String] {
        guard !symbols.isEmpty else { return [] }
        guard FileManager.default.isExecutableFile(atPath: demangler),
              let result = try? HostProcess.run(HostCommand(executable: demangler, arguments: ["-simplified"] + symbols, timeoutSeconds: 10)),
              result.termination == .exited(0) else { return symbols }
        let lines = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").map {
            // "<mangled> ---> <demangled>": the learner reads the second.
            unqualified(String($0.components(separatedBy: " ---> ").last ?? String($0))
                .replacingOccurrences(of: "(extension in Exercise):", with: ""))
                .replacingOccurrences(of: "FoundationEssentials.", with: "").replacingOccurrences(of: "Foundation.", with: "")
        }
        return lines.isEmpty ? symbols : lines
    }

    init(result: CompileResult, answerCopy: String, answerPath: String, sourcesDirectory: String) {
        timedOut = result.timedOut
        var kept: [Diagnostic] = []
        for var diagnostic in result.diagnostics where diagnostic.severity != .warning && diagnostic.severity != .remark {
            if !answerCopy.isEmpty && diagnostic.file == answerCopy { diagnostic.file = answerPath }
            if diagnostic.file.hasPrefix(sourcesDirectory) || diagnostic.file.contains("/kits/") {
                // Generated glue (driver, bundle accessor): not the learner's concern by path.
                diagnostic.file = "(grader)/" + (diagnostic.file as NSString).lastPathComponent
            }
            kept.append(diagnostic)
        }
        if kept.isEmpty {
            kept = [Diagnostic(file: answerPath, line: 0, column: 0, severity: .error, message: result.rawOutput.isEmpty ? "the compiler failed without a message" : String(result.rawOutput.suffix(2000)))]
        }
        // When the answer has errors of its own, the chapter's and harness's
        // follow-on errors are noise; otherwise they are the only clue (the
        // answer does not declare a name the chapter uses, say). An answer's
        // error keeps its notes wherever they point: "'Book' previously
        // declared here" names the chapter's line (`Chapters/…md:line`).
        let own = DiagnosticParser.groups(kept).filter { $0.first?.file == answerPath }.flatMap { $0 }
        diagnostics = own.contains { $0.severity == .error } ? own : kept
    }
}
