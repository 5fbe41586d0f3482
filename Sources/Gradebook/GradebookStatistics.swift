import Classroom
import Foundation

/// The figures the gradebook page shows, computed from a `Gradebook`:
/// counts per assignment, pass rates per exercise, the histogram of
/// totals and the rules the class fails most. Pure: no files.
public struct GradebookStatistics: Sendable {
    public struct AssignmentCounts: Sendable, Equatable {
        /// Roster students (every folder when the report has no roster).
        public var students: Int
        /// Of them, those who handed something in.
        public var submitted: Int
        /// Roster students with no submission at all.
        public var missing: Int
        /// Submitted after their due date (extension and grace included).
        public var late: Int
        /// Late beyond the cutoff (or late with no late policy): scored 0.
        public var refused: Int
        /// Folders not on the roster (graded, kept out of Canvas).
        public var unknown: Int
        /// Students with an extension.
        public var extended: Int
        /// Students whose lateness is not known (no submission time).
        public var lateUnknown: Int
        /// Students with at least one manual override.
        public var overridden: Int
        public var meanPercent: Double
        public var medianPercent: Double
    }

    public struct ExerciseRate: Sendable, Equatable {
        public var assignment: Int
        public var exercise: String
        public var title: String
        /// Students counted (the assignment's roster students).
        public var students: Int
        /// How many ended in each outcome.
        public var outcomes: [ExerciseReport.Outcome: Int]
        public var passed: Int { outcomes[.passed] ?? 0 }
        public var passRate: Double { students == 0 ? 0 : Double(passed) / Double(students) }
    }

    /// A numbered task-text rule and how many answers fail it.
    public struct RuleFailure: Sendable, Equatable {
        public var exercise: String
        public var rule: Int
        /// The rule's sentence, when the course was at hand.
        public var text: String?
        /// Answers with at least one case citing the rule that ran.
        public var answers: Int
        /// Of them, answers with at least one of those cases not passed.
        public var failed: Int
        /// Who handed in those answers (the roster's name, else the
        /// folder), in the order met: assignment, then name.
        public var students: [String] = []
        public var rate: Double { answers == 0 ? 0 : Double(failed) / Double(answers) }
    }

    /// One bar of the histogram: totals in `lower ..< upper` percent (the
    /// last bar includes 100).
    public struct Bin: Sendable, Equatable {
        public var lower: Int
        public var upper: Int
        public var count: Int
    }

    public var counts: [AssignmentCounts]
    public var exercises: [ExerciseRate]
    /// Every rule failed at least once, most failed first.
    public var rules: [RuleFailure]
    public var histogram: [Bin]

    /// `ruleTexts[exercise][number]`: the rules' sentences, from the chapters.
    public init(_ gradebook: Gradebook, ruleTexts: [String: [Int: String]] = [:]) {
        var counts: [AssignmentCounts] = []
        var exercises: [ExerciseRate] = []
        var rules: [String: RuleFailure] = [:]
        for (column, assignment) in gradebook.assignments.enumerated() {
            let students = assignment.report.students.filter { $0.enrollment != .unknown }
            let percents = students.map { $0.maxScore > 0 ? 100 * $0.score / $0.maxScore : 0 }.sorted()
            counts.append(AssignmentCounts(
                students: students.count,
                submitted: students.filter(\.submitted).count,
                missing: students.filter { !$0.submitted }.count,
                late: students.filter { ($0.late?.minutesLate ?? 0) > 0 }.count,
                refused: students.filter { $0.late?.refused == true }.count,
                unknown: assignment.report.students.count - students.count,
                extended: students.filter(\.extended).count,
                lateUnknown: students.filter { $0.submitted && ($0.submission?.source ?? .unknown) == .unknown }.count,
                overridden: students.filter { !$0.overrides.isEmpty }.count,
                meanPercent: percents.isEmpty ? 0 : percents.reduce(0, +) / Double(percents.count),
                medianPercent: Self.median(percents)
            ))
            for column_ in assignment.report.exercises {
                var outcomes: [ExerciseReport.Outcome: Int] = [:]
                for student in students {
                    let outcome = student.exercises.first { $0.exercise == column_.id }?.outcome ?? .missing
                    outcomes[outcome, default: 0] += 1
                }
                exercises.append(ExerciseRate(assignment: column, exercise: column_.id, title: column_.title, students: students.count, outcomes: outcomes))
            }
            for student in students {
                for exercise in student.exercises {
                    // Which rules this answer was checked on, and which it
                    // failed: a rule counts only its own cases, never the
                    // chapter's output or another rule's cases.
                    var ran: Set<Int> = [], failed: Set<Int> = []
                    for test in exercise.tests {
                        guard let rule = test.rule, test.status != .notRun else { continue }
                        ran.insert(rule)
                        if !test.passed { failed.insert(rule) }
                    }
                    for rule in ran {
                        let key = "\(exercise.exercise)#\(rule)"
                        var entry = rules[key] ?? RuleFailure(exercise: exercise.exercise, rule: rule, text: ruleTexts[exercise.exercise]?[rule], answers: 0, failed: 0)
                        entry.answers += 1
                        if failed.contains(rule) {
                            entry.failed += 1
                            let name = student.roster?.name ?? student.name
                            if !entry.students.contains(name) { entry.students.append(name) }
                        }
                        rules[key] = entry
                    }
                }
            }
        }
        self.counts = counts
        self.exercises = exercises
        self.rules = rules.values.filter { $0.failed > 0 }.sorted {
            if $0.rate != $1.rate { return $0.rate > $1.rate }
            if $0.failed != $1.failed { return $0.failed > $1.failed }
            return ($0.exercise, $0.rule) < ($1.exercise, $1.rule)
        }
        var bins = (0..<10).map { Bin(lower: $0 * 10, upper: $0 * 10 + 10, count: 0) }
        for row in gradebook.people.indices {
            let total = gradebook.total(of: row)
            guard total.possible > 0 else { continue }
            // Hundredths first, so 79.999… (a float's 80) falls in 80–90.
            let percent = (10_000 * total.score / total.possible).rounded() / 100
            bins[min(9, max(0, Int((percent / 10).rounded(.down))))].count += 1
        }
        self.histogram = bins
    }

    static func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
