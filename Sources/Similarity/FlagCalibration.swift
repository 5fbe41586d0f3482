import Foundation

/// Which pairs of one exercise are flagged, learned from the class itself
/// rather than from a constant: a score means little on its own (on one
/// exercise honest answers share a fifth of their code, on another they
/// converge on the same lines), so a pair is weighed against the scores its
/// own two students have with the rest of the class.
///
/// - Each student's **usual score** is the median of their scores with
///   their classmates: how alike their answer is to an honest classmate's
///   (a copy or two among their pairs does not move a median).
/// - The exercise's **spread** is the median absolute deviation of all its
///   pairs' scores (scaled to a standard deviation, at least 0.05).
/// - A pair **stands** `score - max(usual of a, usual of b)` above what the
///   two students share with anyone; it is flagged when it stands at least
///   `margin` above (`max(minimumMargin, spreads × spread)`) and scores at
///   least `floor`. So on an exercise whose honest pairs share little, a
///   pair at 0.35 can be flagged; on one whose honest answers converge,
///   the students' usual scores are high and only what stands above them
///   is flagged, never the whole class.
/// - A pair scoring no more than both students score against the reference
///   answer is explained by it: each of them is flagged against the
///   reference answer instead when they stand out from the class there.
/// - A student against the reference answer, the instructor's solution or
///   an earlier term's answer is flagged when that score stands the margin
///   above their usual score with classmates.
/// - With fewer than `smallestClass` answers there is no class to learn
///   from: a pair is flagged at `fallback` (0.5) or above.
///
/// Measured on the tuning part of scripts/similarity-bench (docs/GRADING-REPORTS.md,
/// "Reading the scores"); the constants below were chosen there, the
/// held-out part was run once afterwards.
public struct FlagCalibration: Sendable, Equatable {
    public let exercise: String
    /// Answers compared (students who handed in a readable file).
    public let answers: Int
    /// Pairs of two students.
    public let pairs: Int
    public let median: Double
    public let spread: Double
    /// How far above both students' usual scores a pair must stand.
    public let margin: Double
    /// Share of the pairs of two students scoring 0.8 or more.
    public let highShare: Double
    /// Too few answers to learn from: `fallback` is the flag.
    public let small: Bool
    /// Each student's median score with their classmates.
    public let usual: [String: Double]

    public static let floor = 0.25
    public static let minimumMargin = 0.25
    public static let spreads = 1.5
    public static let smallestClass = 5
    public static let fallback = 0.5
    /// Pairs at 0.8 or more (or a median pair at 0.5) in this share of the
    /// class mean its honest answers converge.
    public static let convergingShare = 0.25

    /// Honest answers converge: a typical pair shares half of its code, or
    /// a quarter of the pairs score 0.8 or more.
    public var converges: Bool { !small && (median >= 0.5 || highShare >= Self.convergingShare) }

    /// Calibrates one exercise from its pairs of two students (`kind == .student`).
    public init(exercise: String, students: [String], pairs studentPairs: [PairScore]) {
        self.exercise = exercise
        answers = students.count
        pairs = studentPairs.count
        small = students.count < Self.smallestClass
        let scores = studentPairs.map(\.score)
        let median = Self.median(scores)
        self.median = median
        spread = max(0.05, 1.4826 * Self.median(scores.map { abs($0 - median) }))
        margin = max(Self.minimumMargin, Self.spreads * spread)
        highShare = scores.isEmpty ? 0 : Double(scores.filter { $0 >= 0.8 }.count) / Double(scores.count)
        var byStudent: [String: [Double]] = [:]
        for pair in studentPairs {
            byStudent[pair.studentA, default: []].append(pair.score)
            byStudent[pair.studentB, default: []].append(pair.score)
        }
        usual = byStudent.mapValues(Self.median)
    }

    /// `pair` with its standing, flag and reason. `references`: each
    /// student's score against the reference answer (for a pair explained by it).
    public func judge(_ pair: PairScore, references: [String: Double]) -> PairScore {
        var judged = pair
        let usualA = usual[pair.studentA] ?? 0
        if small {
            judged.standing = pair.score - Self.fallback
            judged.flagged = pair.score >= Self.fallback
            if judged.flagged {
                judged.reason = "at or above \(format(Self.fallback)): with \(answers) answers the class is too small to learn its usual scores from"
            }
            return judged
        }
        switch pair.kind {
        case .student:
            let usualB = usual[pair.studentB] ?? 0
            judged.standing = pair.score - max(usualA, usualB)
            let explained = min(references[pair.studentA] ?? 0, references[pair.studentB] ?? 0)
            judged.flagged = pair.score >= Self.floor && judged.standing >= margin && pair.score > explained
            if judged.flagged {
                judged.reason = "stands \(format(judged.standing)) above the two students' usual \(format(usualA)) and \(format(usualB)) with classmates (flagged at \(format(margin)) above)"
            } else if pair.score >= Self.floor, judged.standing >= margin {
                judged.reason = "both answers score as high against the reference answer (\(format(explained))): each is weighed against it instead"
            }
        case .reference, .solution, .archive:
            judged.standing = pair.score - usualA
            judged.flagged = pair.score >= Self.floor && judged.standing >= margin
            if judged.flagged {
                let what: String
                switch pair.kind {
                case .reference: what = "the reference answer"
                case .solution: what = "the instructor's solution"
                default: what = "an earlier term's answer"
                }
                judged.reason = "against \(what), stands \(format(judged.standing)) above the student's usual \(format(usualA)) with classmates (flagged at \(format(margin)) above)"
            }
        }
        return judged
    }

    /// What the calibration says, for the report: the exercise's usual
    /// scores and what a flag needs.
    public var summary: String {
        if small {
            return "\(answers) answers: too few to learn the class's usual scores from; pairs at \(format(Self.fallback)) or above are flagged"
        }
        var text = "\(answers) answers, \(pairs) pairs: the median pair scores \(format(median)) (spread \(format(spread))); a pair is flagged when it scores at least \(format(Self.floor)) and stands \(format(margin)) above both students' usual score with classmates"
        if converges {
            text += ". Honest answers to this exercise converge (\(Int((highShare * 100).rounded())) % of pairs score 0.8 or more, the median pair \(format(median))): a score cannot tell a copy from an answer written alike, so only pairs that stand above the students' usual scores are flagged, not the whole class"
        }
        return text
    }

    func format(_ value: Double) -> String { SimilarityReport.formatScore(value) }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
