import Foundation
import Toolchain

/// A check's verdict as a learner reads it in a terminal.
public struct HumanReport: Sendable {
    public let style: TerminalStyle
    /// Show expected and actual values of hidden cases (a learner alone may;
    /// student-facing reports of a class do not).
    public let revealHidden: Bool

    /// How many failing cases are shown in full.
    static let detailedFailures = 4

    public init(style: TerminalStyle, revealHidden: Bool = true) {
        self.style = style
        self.revealHidden = revealHidden
    }

    public func render(_ result: CheckResult, hintsLeft: Int? = nil) -> String {
        var out: [String] = []
        switch result.status {
        case .compileError:
            out.append(style.red(style.bold("✗ \(result.exercise): your answer does not compile")))
            if let failure = result.compileFailure {
                if failure.timedOut { out.append("  The compiler was stopped: it took too long (a very complex expression?).") }
                for diagnostic in failure.diagnostics.prefix(12) {
                    out.append(renderDiagnostic(diagnostic, answerPath: result.answerPath))
                }
                if failure.diagnostics.count > 12 { out.append(style.dim("  … and \(failure.diagnostics.count - 12) more")) }
                if !failure.diagnostics.contains(where: { $0.file == result.answerPath }) {
                    out.append("  The errors are in the chapter's code or the grader's harness, not in your file: your answer must declare what the exercise asks for (see docs/EXERCISES.md), under exactly those names.")
                }
            }
        case .passed:
            out.append(style.green(style.bold("✓ \(result.exercise): passed")) + " — \(result.cases.count) of \(result.cases.count) cases (the chapter's output and \(result.cases.filter(\.hidden).count) hidden cases)")
        case .failed:
            out.append(style.red(style.bold("✗ \(result.exercise): not yet")) + " — \(result.passedCount) of \(result.cases.count) cases passed")
            // The first few failures in full; the rest by name, so a fresh
            // stub's verdict stays readable.
            let failing = result.cases.filter { !$0.passed }
            for item in failing.prefix(Self.detailedFailures) {
                out.append("")
                out.append(renderCase(item))
            }
            if failing.count > Self.detailedFailures {
                out.append("")
                out.append(style.dim("  … and \(failing.count - Self.detailedFailures) more failing: ") + failing.dropFirst(Self.detailedFailures).map(\.name).joined(separator: ", "))
            }
        }
        if result.isolation == .limitsOnly {
            out.append(style.yellow("warning: no sandbox here (bubblewrap unavailable); the answer ran with resource limits only"))
        }
        if !result.passed {
            out.append("")
            let hint = hintsLeft.map { $0 > 0 ? "'workbook hint \(result.exercise)' shows a hint (\($0) left). " : "" } ?? ""
            out.append(style.dim("Edit \(result.answerPath) and run 'workbook check \(result.exercise)' again. \(hint)"))
        }
        return out.joined(separator: "\n")
    }

    private func renderDiagnostic(_ diagnostic: Diagnostic, answerPath: String) -> String {
        let location = diagnostic.line > 0 ? "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)" : diagnostic.file
        let severity = diagnostic.severity == .error ? style.red("error") : style.dim(diagnostic.severity.rawValue)
        var lines = ["\(location): \(severity): \(diagnostic.message)"]
        if diagnostic.file == answerPath || !diagnostic.file.hasPrefix("(grader)") {
            lines += diagnostic.excerpt.prefix(3).map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    private func renderCase(_ item: CaseResult) -> String {
        let label: String
        switch item.status {
        case .timedOut: label = "timed out"
        case .crashed: label = "crashed"
        case .outputLimit: label = "too much output"
        case .notRun: label = "not run"
        default: label = "failed"
        }
        var lines = [style.red("  ✗ \(item.name)") + style.dim(" (\(label))")]
        if let explain = item.explain { lines.append("    " + explain) }
        lines += item.message.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        if (revealHidden || !item.hidden), item.status == .failed, let expected = item.expected, let actual = item.actual, item.hidden {
            lines.append(style.dim("    expected:"))
            lines += expected.split(separator: "\n").prefix(20).map { "      " + $0 }
            lines.append(style.dim("    actual:"))
            lines += actual.split(separator: "\n").prefix(20).map { "      " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
