/// Which parts of an exercise an answer is credited with
/// (docs/GRADING-REPORTS.md, Scores): nothing for nothing.
///
/// A part is a numbered rule of the task text, the chapter's output, or the
/// cases that name no rule. Its cases either all pass or not. Most parts are
/// credited exactly when their cases pass, so one bug costs one rule. Two
/// kinds are credited only together with a rule that asks for something:
///
/// - a *guard*: a rule that asks only for what doing nothing already does —
///   a refusal (every case expects an error, so an answer that throws on
///   every input meets it) or leaving something as it is (the untouched
///   starter meets it). The exercise's cases.json lists them (`"guards"`),
///   and `workbook verify` proves the list holds every such rule.
/// - the chapter's output, which is not taken off twice: when a rule is not
///   met, the bug that breaks it usually changes the chapter's output too,
///   so it is credited when printed as the chapter shows it or when another
///   part is not met.
///
/// Both are credited only when the answer *accepts*: some part that is not
/// a guard and not the chapter's output is met. So the untouched starter
/// and an answer that throws on every input earn nothing, whatever the
/// exercise's rules, while a learner's single bug in one accepting rule
/// costs that rule alone as long as another accepting rule is met.
public enum RuleCredit {
    public enum Part: Sendable, Equatable {
        case rule(Int)
        case chapterOutput
        case noRule
    }

    /// Whether each part is credited, in the order given: `passed` says
    /// whether every case of the part passed.
    public static func credited(_ parts: [(part: Part, passed: Bool)], guards: Set<Int>) -> [Bool] {
        func isGuard(_ part: Part) -> Bool {
            if case let .rule(number) = part { return guards.contains(number) }
            return false
        }
        let accepts = parts.contains { $0.part != .chapterOutput && !isGuard($0.part) && $0.passed }
        let anotherMissed = parts.contains { $0.part != .chapterOutput && !$0.passed }
        return parts.map { part, passed in
            switch part {
            case .chapterOutput: accepts && (passed || anotherMissed)
            case _ where isGuard(part): accepts && passed
            default: passed
            }
        }
    }
}
