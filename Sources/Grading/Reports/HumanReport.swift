import Foundation
import TextSafety
import Toolchain

/// A check's verdict as a learner reads it in a terminal.
public struct HumanReport: Sendable {
    public let style: TerminalStyle
    /// Show expected and actual values of hidden cases (a learner alone may;
    /// student-facing reports of a class do not).
    public let revealHidden: Bool

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
            // Failures grouped by the rule they check: the rule once, how
            // many of its cases failed, the first of them in full.
            var explained: Set<String> = []
            var shownInFull: [String: String] = [:]
            for group in Self.groups(result) {
                out.append("")
                out.append(renderGroup(group, rules: result.rules ?? [], explained: &explained, shownInFull: &shownInFull))
            }
            let notRun = result.cases.filter { $0.status == .notRun }
            if let first = notRun.first {
                out.append("")
                out.append(style.dim("  \(notRun.count) case\(notRun.count == 1 ? " was" : "s were") not run (\(first.message.replacingOccurrences(of: "not run: ", with: "")))."))
            }
            if let note = CaseMessage.pathNote(explaining: out, properties: result.cases.contains { $0.spelling?.structs != nil }) {
                out.append("")
                out += Self.wrapped(note, width: Self.width, indent: "  ").map { style.dim($0) }
            }
        }
        if result.isolation == .limitsOnly {
            out.append(style.yellow("warning: no sandbox here (bubblewrap unavailable); the answer ran with resource limits only"))
        }
        if !result.passed {
            out.append("")
            if let seed = result.seed, result.cases.contains(where: { $0.origin == "generated" }) {
                out.append(style.dim("The generated cases came from seed \(seed): add '--seed \(seed)' to get the same ones again."))
            }
            let hint = hintsLeft.map { $0 > 0 ? "'./workbook hint \(result.exercise)' shows a hint (\($0) left). " : "" } ?? ""
            let again = command ?? "./workbook check \(result.exercise)"
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

    /// The failing cases of one rule (or the chapter's output, or cases
    /// that name no rule).
    struct Group {
        /// nil: the chapter's visible case, or cases without a rule.
        let rule: Int?
        let visible: Bool
        let failing: [CaseResult]
        let total: Int
    }

    /// The failing cases (not those left unrun) by rule: the chapter's
    /// output first, then the rules in their own order (rule 1, 2, 3…, as
    /// the chapter numbers them), then cases without a rule.
    static func groups(_ result: CheckResult) -> [Group] {
        let failing = result.cases.filter { !$0.passed && $0.status != .notRun }
        var groups: [Group] = []
        if let visible = failing.first(where: { !$0.hidden }) {
            groups.append(Group(rule: nil, visible: true, failing: [visible], total: 1))
        }
        let hidden = failing.filter(\.hidden)
        groups += Set(hidden.compactMap(\.rule)).sorted().map { rule in
            Group(rule: rule, visible: false, failing: hidden.filter { $0.rule == rule },
                  total: result.cases.filter { $0.hidden && $0.rule == rule }.count)
        }
        let unruled = hidden.filter { $0.rule == nil }
        if !unruled.isEmpty {
            groups.append(Group(rule: nil, visible: false, failing: unruled, total: result.cases.filter { $0.hidden && $0.rule == nil }.count))
        }
        return groups
    }

    /// Width the rule texts are wrapped to.
    static let width = 80
    /// How many more failing cases of a group are named after the first.
    static let namedPerGroup = 3

    /// Within the group, a failing case whose message is the first one's
    /// (a starter stub throwing everywhere) is named as failing the same
    /// way; a group never points at another rule's case.
    /// `shownInFull`: the failures (`failureKey`) whose first case an
    /// earlier group showed in full, and that group's title: a group whose
    /// first case fails the same way shows that case's sentence, not its
    /// input and values again (one misspelt key fails every rule alike).
    private func renderGroup(_ group: Group, rules: [RuleStatement], explained: inout Set<String>,
                             shownInFull: inout [String: String]) -> String {
        var lines: [String] = []
        let count = group.total == 1 ? "failed" : "\(group.failing.count) of its \(group.total) cases failed"
        if group.visible {
            lines.append(style.bold("  The chapter's output") + style.dim(" (run in \(RunEnvironment.chapterTimeZone), as the chapter was)"))
        } else if let rule = group.rule {
            let title = "Rule \(rule)"
            lines.append(style.bold("  \(title)") + style.dim(" — \(count)"))
            if let text = rules.first(where: { $0.number == rule })?.text {
                lines += Self.wrapped(text, width: Self.width, indent: "    ")
                // A case whose explain is this text does not say it again.
                explained.insert(text)
            }
        } else {
            lines.append(style.bold("  Cases that name no rule") + style.dim(" — \(count)"))
        }
        guard let first = group.failing.first else { return lines.joined(separator: "\n") }
        let repeated = first.explain.map { !explained.insert($0).inserted } ?? false
        let title = group.visible ? "the chapter's output" : group.rule.map { "rule \($0)" } ?? "the cases that name no rule"
        if let earlier = shownInFull[Self.failureKey(first)] {
            lines.append(renderCase(first, showExplain: !repeated, fullUnder: earlier))
        } else {
            if !first.message.isEmpty { shownInFull[Self.failureKey(first)] = title }
            lines.append(renderCase(first, showExplain: !repeated))
        }
        let others = group.failing.dropFirst()
        if !others.isEmpty {
            // One name per line: names may hold commas.
            lines.append(style.dim("    also failing:"))
            lines += others.prefix(Self.namedPerGroup).map { other in
                let same = !first.message.isEmpty && Self.sameFailure(other, as: first)
                return style.red("      ✗ ") + other.name + (same ? style.dim(" (failed the same way as above)") : "")
            }
            if others.count > Self.namedPerGroup {
                lines.append(style.dim("      … and \(others.count - Self.namedPerGroup) more"))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Two cases of one rule failed the same way: the same status and the
    /// same first line of their message (a generated case's message goes
    /// on with its own input).
    static func sameFailure(_ one: CaseResult, as other: CaseResult) -> Bool {
        failureKey(one) == failureKey(other)
    }

    /// A failure as `sameFailure` compares it: its status and the first
    /// line of its message.
    static func failureKey(_ item: CaseResult) -> String {
        "\(item.status)\n" + (item.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "")
    }

    /// `fullUnder`: the group that already showed this failure in full:
    /// only the message's first line, and where the rest is.
    private func renderCase(_ item: CaseResult, showExplain: Bool = true, fullUnder earlier: String? = nil) -> String {
        let label: String
        switch item.status {
        case .timedOut: label = "timed out"
        case .crashed: label = "crashed"
        case .outputLimit: label = "too much output"
        case .notRun: label = "not run"
        default: label = "failed"
        }
        var lines = [style.red("    ✗ \(item.name)") + style.dim(" (\(label))")]
        if showExplain, let explain = item.explain { lines += Self.wrapped(explain, width: Self.width, indent: "      ") }
        let message = earlier == nil ? item.message : (item.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "")
        // Sentences are wrapped; indented lines (aligned strings, URLs) and
        // inputs (JSON, whose strings may hold spaces) are not.
        for raw in message.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.shown(raw)
            if line.hasPrefix(" ") || line.hasPrefix("input") || line.count + 6 <= Self.width { lines.append("      " + line) }
            else { lines += Self.wrapped(String(line), width: Self.width, indent: "      ") }
        }
        if let earlier {
            lines += Self.wrapped("The same failure as under \(earlier), where its case is shown in full; this case's input is left out.",
                                  width: Self.width, indent: "      ").map { style.dim($0) }
            return lines.joined(separator: "\n")
        }
        if (revealHidden || !item.hidden), item.status == .failed, item.hidden, let expected = item.expected, let actual = item.actual {
            lines += values(expected: expected, actual: actual, spelling: item.spelling)
        }
        return lines.joined(separator: "\n")
    }

    /// A line of a case's verdict as the terminal gets it: what an answer
    /// returned, threw or printed may sit in it, so no control or direction
    /// mark is obeyed (each is written out) and no line is longer than
    /// `lineLimit` scalars.
    static func shown(_ line: Substring) -> String {
        SafeText.escaped(CaseMessage.shortened(String(line), limit: lineLimit))
    }

    /// Scalars of one line of a case's verdict, at most.
    static let lineLimit = 600

    /// Expected and actual values below the sentence, only where they add
    /// to it: two structured values cut to where they differ, or a long
    /// result that should have been an error. A value the sentence already
    /// holds whole is not printed again; enum cases and structs are spelled
    /// as Swift writes them, and a query's sentence already holds both URLs.
    private func values(expected: String, actual: String, spelling: SwiftSpelling?) -> [String] {
        let wanted = try? JSONValue.parse(Data(expected.utf8))
        guard let got = try? JSONValue.parse(Data(actual.utf8)), spelling?.query == nil else { return [] }
        func returned() -> [String] {
            let lines = (spelling.map { $0.pretty(got) } ?? actual).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // A note of what is left out takes a line: it stands for two or more.
            let kept = lines.count == Self.returnedLines + 1 ? lines.count : Self.returnedLines
            var shown = [style.dim("      it returned:")] + lines.prefix(kept).map { "        " + Self.shown(Substring($0)) }
            if lines.count > kept { shown.append(style.dim("        … \(lines.count - kept) more lines")) }
            return shown
        }
        guard let wanted else {
            // An error was expected: the sentence names it and holds a short result.
            if (spelling?.text(got) ?? got.description).unicodeScalars.count <= CaseMessage.inlineLimit { return [] }
            return returned()
        }
        // A success where an error was expected (or the other way round):
        // the sentence holds the error; below it, what the answer returned.
        if let spelling, spelling.wrongKind(expected: wanted, actual: got) != nil {
            return spelling.readings?.isSuccess(got) == true ? returned() : []
        }
        if let difference = wanted.firstDifference(from: got), difference.path == "$" { return [] }
        let wantedText = spelling.map { $0.pretty(wanted) } ?? expected, gotText = spelling.map { $0.pretty(got) } ?? actual
        // What is compared is one place holding one line on each side: the
        // sentence holds it already.
        if Self.onePlace(wantedText, gotText) { return [] }
        let (old, new) = Self.differingRegion(expected: wantedText, actual: gotText, context: Self.contextLines)
        return [style.dim("      expected:")] + old.map { "        " + Self.shown(Substring($0)) }
            + [style.dim("      actual:")] + new.map { "        " + Self.shown(Substring($0)) }
    }

    /// Whether two values written out differ in one short line and hold
    /// nothing else but brackets: one place, compared, that a sentence
    /// names whole.
    static func onePlace(_ expected: String, _ actual: String) -> Bool {
        let old = expected.split(separator: "\n"), new = actual.split(separator: "\n")
        guard old.count == new.count else { return false }
        let bracket: (Substring) -> Bool = { ["{", "}", "[", "]", "},", "],"].contains($0.trimmingCharacters(in: .whitespaces)) }
        let differing = zip(old, new).filter { $0 != $1 }
        return differing.count == 1 && zip(old, new).allSatisfy { $0 != $1 || bracket($0) }
            && differing.allSatisfy { max($0.count, $1.count) <= 2 * CaseMessage.inlineLimit }
    }

    /// How many lines of a result that should have been an error are shown.
    static let returnedLines = 12

    /// `text` in lines of at most `width` columns (a longer word stays whole).
    static func wrapped(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines
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
