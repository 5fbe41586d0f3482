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

    /// How many unchanged lines of expected/actual JSON stay around the
    /// region where they differ.
    static let contextLines = 3

    /// `command` is the command line the learner ran (e.g. `./workbook check
    /// mana-decoding --answer try.swift`), repeated in the closing line so
    /// running it again checks the same file; default `workbook check <id>`.
    public func render(_ result: CheckResult, hintsLeft: Int? = nil, command: String? = nil) -> String {
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
            // An explanation several cases share is printed once.
            var explained: Set<String> = []
            for item in failing.prefix(Self.detailedFailures) {
                out.append("")
                let repeated = item.explain.map { !explained.insert($0).inserted } ?? false
                out.append(renderCase(item, showExplain: !repeated))
            }
            if failing.count > Self.detailedFailures {
                // One name per line: names may hold commas.
                out.append("")
                out.append(style.dim("  … and \(failing.count - Self.detailedFailures) more failing:"))
                out += failing.dropFirst(Self.detailedFailures).map { style.red("  ✗ ") + $0.name }
            }
        }
        if result.isolation == .limitsOnly {
            out.append(style.yellow("warning: no sandbox here (bubblewrap unavailable); the answer ran with resource limits only"))
        }
        if !result.passed {
            out.append("")
            if let seed = result.seed, result.cases.contains(where: { !$0.passed && $0.origin == "generated" }) {
                out.append(style.dim("The generated cases came from seed \(seed): add '--seed \(seed)' to get the same ones again."))
            }
            let hint = hintsLeft.map { $0 > 0 ? "'workbook hint \(result.exercise)' shows a hint (\($0) left). " : "" } ?? ""
            let again = command ?? "workbook check \(result.exercise)"
            out.append(style.dim("Edit \(result.answerPath) and run '\(again)' again. \(hint)".trimmingCharacters(in: .whitespaces)))
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

    private func renderCase(_ item: CaseResult, showExplain: Bool = true) -> String {
        let label: String
        switch item.status {
        case .timedOut: label = "timed out"
        case .crashed: label = "crashed"
        case .outputLimit: label = "too much output"
        case .notRun: label = "not run"
        default: label = "failed"
        }
        var lines = [style.red("  ✗ \(item.name)") + style.dim(" (\(label))")]
        if showExplain, let explain = item.explain { lines.append("    " + explain) }
        lines += item.message.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        if (revealHidden || !item.hidden), item.status == .failed, let expected = item.expected, let actual = item.actual, item.hidden {
            let (wanted, got) = Self.differingRegion(expected: expected, actual: actual, context: Self.contextLines)
            lines.append(style.dim("    expected:"))
            lines += wanted.map { "      " + $0 }
            lines.append(style.dim("    actual:"))
            lines += got.map { "      " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// Long expected and actual values cut to where they differ: the lines
    /// from the first to the last differing line, `context` unchanged lines
    /// around them, and a "… N lines" mark for what is left out (at most
    /// `limit` lines of each).
    static func differingRegion(expected: String, actual: String, context: Int, limit: Int = 20) -> ([String], [String]) {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        func cut(_ lines: [String]) -> [String] {
            let start = max(0, prefix - context)
            var end = min(lines.count, lines.count - suffix + context)
            if end - start > limit { end = start + limit }
            var shown: [String] = []
            if start > 0 { shown.append("… \(start) line\(start == 1 ? "" : "s")") }
            shown += lines[start..<max(start, end)]
            if end < lines.count { shown.append("… \(lines.count - end) line\(lines.count - end == 1 ? "" : "s")") }
            return shown
        }
        return (cut(old), cut(new))
    }
}
