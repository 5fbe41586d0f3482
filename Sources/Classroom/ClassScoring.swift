import Foundation
import Grading
import TextSafety
import Toolchain

/// How a class's verdicts become points: an exercise's parts (a rule of its
/// task text, the chapter's output, the cases naming no rule), each met or
/// not as ``RuleCredit`` credits it, and what a report keeps of an answer.
/// Decided from a verdict's typed statuses and endings, never its words.
enum ClassScoring {
    /// How an exercise's points are split: a part per rule of its task text
    /// (`rules`; without a rules block, the rules its cases name), then the
    /// chapter's output when it has one, then the cases that name no rule
    /// when some do. Each part weighs 1 unless the assignment says otherwise;
    /// the shares are exact cents by largest remainder. The parts do not
    /// depend on a student's generated cases, so the same answer scores the
    /// same for every student.
    static func parts(exercise: Assignment.Exercise, points: Double, visible: Bool, cases: [GradingCase], rules: [Int]?, guards: Set<Int> = []) throws -> [ScorePart] {
        let numbers = rules ?? Set(cases.compactMap(\.rule)).sorted()
        if let rules {
            for item in cases {
                guard let rule = item.rule, !rules.contains(rule) else { continue }
                throw ClassroomError.badCases(path: item.origin, reason: "the case '\(item.name)' of \(exercise.id) names rule \(rule), but the exercise's task text has rules 1 to \(rules.count); name one of them, or leave \"rule\" out")
            }
        }
        let weights = exercise.weights
        if let given = weights?.rules, given.count != numbers.count {
            throw ClassroomError.badAssignment(path: weights?.path ?? "the assignment file", line: weights?.line,
                                               reason: "'rule_weights' of \(exercise.id) lists \(given.count) weight\(given.count == 1 ? "" : "s"), but the exercise has \(numbers.count) rule\(numbers.count == 1 ? "" : "s") (its task text, rules block); give one weight per rule, in order")
        }
        if weights?.output != nil, !visible {
            throw ClassroomError.badAssignment(path: weights?.path ?? "the assignment file", line: weights?.line,
                                               reason: "'output_weight' is given for \(exercise.id), but its chapter step shows no output to compare; remove it")
        }
        var kinds: [(ScorePart.Kind, Int?, Double)] = zip(numbers, weights?.rules ?? numbers.map { _ in 1 }).map { (.rule, $0, $1) }
        if visible { kinds.append((.chapterOutput, nil, weights?.output ?? 1)) }
        if cases.contains(where: { $0.rule == nil }) { kinds.append((.noRule, nil, 1)) }
        guard kinds.contains(where: { $0.2 > 0 }) else {
            throw ClassroomError.badAssignment(path: weights?.path ?? "the assignment file", line: weights?.line,
                                               reason: "every weight of \(exercise.id) is 0, so none of its points could be earned; give at least one part a weight above 0")
        }
        let shares = Cents.split(Cents(points: points), weights: kinds.map(\.2))
        return zip(kinds, shares).map { kind, share in
            ScorePart(kind: kind.0, rule: kind.1, weight: kind.2, maxScore: share.points,
                      withAcceptance: kind.0 == .rule && kind.1.map(guards.contains) == true ? true : nil)
        }
    }

    /// The sum of the parts met (`parts`); a compile error, an unusable or a
    /// missing file scores 0.
    static func score(column: ClassReport.ExerciseColumn, source: AnswerSource, outcome: StoredOutcome?, reused: Bool) -> ExerciseReport {
        var report = ExerciseReport(exercise: column.id, status: .fail, detail: .failed, outcome: .wrong, score: 0, maxScore: column.maxScore,
                                    reason: nil, file: nil, passedTests: 0, totalTests: column.caseCount, reused: reused,
                                    compileErrors: nil, tests: [])
        switch source {
        case .missing:
            report.status = .missing
            report.detail = .missing
            report.outcome = .missing
            report.reason = "no \(column.id).swift in the folder"
            return report
        case let .unusable(relative, reason):
            report.detail = .unusable
            report.outcome = .unusable
            report.file = relative
            report.reason = reason
            return report
        case let .file(_, relative):
            report.file = relative
        }
        guard let outcome, let result = outcome.result else {
            report.detail = .unusable
            report.outcome = .unusable
            report.reason = outcome?.unusable ?? "the answer could not be graded"
            return report
        }
        switch result.status {
        case .compileError:
            report.detail = .compileError
            report.outcome = .compileError
            let diagnostics = Self.placeOrder(result.compileFailure?.diagnostics ?? [])
            report.compileErrors = diagnostics.map { CompileErrorLine(file: $0.file, line: $0.line, column: $0.column, message: $0.message) }
            if result.compileFailure?.timedOut == true {
                report.reason = "the compiler was stopped: it took too long on this answer"
            } else if let first = diagnostics.first {
                report.reason = "does not compile: " + (first.line > 0 ? "\(first.file):\(first.line):\(first.column): " : "") + first.message
            } else {
                report.reason = "does not compile"
            }
            return report
        case .passed, .failed:
            report.tests = result.cases.map { item in
                TestReport(name: item.name, hidden: item.hidden, status: item.status,
                           message: item.message.isEmpty ? nil : Self.kept(item.message), explain: item.explain,
                           expected: item.expected, actual: item.actual.map(Self.kept),
                           output: item.output.isEmpty ? nil : Self.kept(item.output), origin: item.origin, rule: item.rule, ending: item.ending)
            }
            report.passedTests = result.passedCount
            report.totalTests = result.cases.count
            report.parts = Self.parts(column.parts, result: result)
            let earned = column.parts.isEmpty
                ? (result.status == .passed ? Cents(points: column.maxScore) : Cents(0))
                : report.parts.map { Cents(points: $0.score) }.reduce(Cents(0), +)
            report.score = earned.points
            report.status = result.status == .passed ? .pass : .fail
            report.detail = result.status == .passed ? .passed : .failed
            report.outcome = Self.outcome(result)
            return report
        }
    }

    /// The compiler's diagnostics in the order of their places, each error
    /// with the notes after it (`DiagnosticParser.groups`): by file, line,
    /// column, then message, those without a line after those with one in
    /// their file, those without a file last. The order the compiler
    /// emits them in is its own (parse errors first, then the type
    /// checker's, then the imports'), not a fact of the answer: the first
    /// error, which every report gives as the reason, is the first in the
    /// file, and the same answer lists its errors in the same order.
    static func placeOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let groups = DiagnosticParser.groups(diagnostics)
        func precedes(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
            if left.file.isEmpty != right.file.isEmpty { return !left.file.isEmpty }
            if left.file != right.file { return left.file.utf8.lexicographicallyPrecedes(right.file.utf8) }
            if (left.line == 0) != (right.line == 0) { return left.line != 0 }
            if left.line != right.line { return left.line < right.line }
            if left.column != right.column { return left.column < right.column }
            return left.message.utf8.lexicographicallyPrecedes(right.message.utf8)
        }
        // Stable: groups at the same place with the same message keep their order.
        return groups.enumerated().sorted { left, right in
            guard let a = left.element.first, let b = right.element.first else { return left.offset < right.offset }
            if precedes(a, b) { return true }
            if precedes(b, a) { return false }
            return left.offset < right.offset
        }.flatMap(\.element)
    }

    /// Each part met or not, as ``RuleCredit`` credits it: a rule when every
    /// one of its cases passed (a guard rule only together with a rule that
    /// accepts); the cases naming no rule likewise; the chapter's output when
    /// it printed what the chapter shows, or when another part is not met
    /// (a bug that breaks a rule usually changes the chapter's output too,
    /// and is taken off once, under its rule), and only when some rule that
    /// accepts is met. The untouched starter and an answer that throws on
    /// every input earn nothing.
    static func parts(_ parts: [ScorePart], result: CheckResult) -> [PartReport] {
        let known = Set(parts.compactMap(\.rule))
        func cases(of part: ScorePart) -> [CaseResult] {
            switch part.kind {
            case .rule: result.cases.filter { $0.hidden && $0.rule == part.rule }
            case .chapterOutput: result.cases.filter { !$0.hidden }
            case .noRule: result.cases.filter { $0.hidden && !($0.rule.map(known.contains) ?? false) }
            }
        }
        var reports = parts.map { part -> PartReport in
            let own = cases(of: part)
            let failed = own.filter { !$0.passed }.map(\.name)
            return PartReport(kind: part.kind, rule: part.rule, text: part.rule.flatMap { number in result.rules?.first { $0.number == number }?.text },
                              met: failed.isEmpty, score: failed.isEmpty ? part.maxScore : 0, maxScore: part.maxScore,
                              cases: own.map(\.name), failedCases: failed)
        }
        let guards = Set(parts.filter { $0.withAcceptance == true }.compactMap(\.rule))
        let credited = RuleCredit.credited(zip(parts, reports).map { part, report in
            let kind: RuleCredit.Part = switch part.kind {
            case .rule: .rule(part.rule ?? 0)
            case .chapterOutput: .chapterOutput
            case .noRule: .noRule
            }
            return (kind, report.failedCases.isEmpty)
        }, guards: guards)
        for index in reports.indices {
            reports[index].met = credited[index]
            reports[index].score = credited[index] ? reports[index].maxScore : 0
        }
        return reports
    }

    /// Passed, partial, wrong, or crashed or timed out (see `ExerciseReport.Outcome`).
    static func outcome(_ result: CheckResult) -> ExerciseReport.Outcome {
        if result.status == .passed { return .passed }
        if result.passedCount > 0 { return .partial }
        return result.cases.contains { $0.status == .failed } ? .wrong : .crashedOrTimedOut
    }

    /// What a report keeps of an answer's output or value: at most 16 KiB,
    /// ending with a note of how much more there was when it is cut
    /// (`TextCut`, between characters). An answer printing without end
    /// reaches the run's 1 MiB limit, which would otherwise fill the class's
    /// reports, once per case.
    static let keptBytes = 16 * 1024

    static func kept(_ text: String) -> String {
        TextCut.cut(text, limit: keptBytes, measure: .utf8) { "\n… (\($0) more bytes not kept in the report)" }
    }
}
