import Foundation
import Similarity
import XCTest

/// The flag follows the class: a pair is weighed against what its two
/// students share with everyone else, on that exercise.
final class FlagCalibrationTests: XCTestCase {
    /// Twelve students whose honest pairs score 0.05 to 0.30 (a pattern
    /// that depends on the pair), plus the given pairs.
    func honestClass(_ special: [String: Double] = [:]) -> (students: [String], pairs: [PairScore]) {
        let students = (0..<12).map { String(format: "s%02d", $0) }
        var pairs: [PairScore] = []
        for (i, a) in students.enumerated() {
            for (j, b) in students.enumerated() where j > i {
                let score = special["\(a)~\(b)"] ?? 0.05 + Double((i * 7 + j * 3) % 11) * 0.025
                pairs.append(PairScore(exercise: "x", studentA: a, studentB: b, score: score))
            }
        }
        return (students, pairs)
    }

    func judged(_ students: [String], _ pairs: [PairScore], references: [String: Double] = [:]) -> (FlagCalibration, [PairScore]) {
        let calibration = FlagCalibration(exercise: "x", students: students, pairs: pairs)
        return (calibration, pairs.map { calibration.judge($0, references: references) })
    }

    func testAPairStandingAboveALowClassIsFlaggedBelowHalf() {
        let (students, pairs) = honestClass(["s01~s02": 0.46])
        let (calibration, result) = judged(students, pairs)
        XCTAssertFalse(calibration.converges)
        let copy = result.first { $0.studentA == "s01" && $0.studentB == "s02" }!
        XCTAssertTrue(copy.flagged, "0.46 stands far above this class's honest pairs")
        XCTAssertTrue(copy.reason?.contains("above the two students' usual") == true, copy.reason ?? "")
        XCTAssertEqual(result.filter(\.flagged).count, 1, "\(result.filter(\.flagged))")
    }

    func testAConvergingExerciseIsSaidToConvergeNotFlaggedWhole() {
        // Most answers are the same code: every pair at 0.9 or more.
        let students = (0..<12).map { String(format: "s%02d", $0) }
        var pairs: [PairScore] = []
        for (i, a) in students.enumerated() {
            for (j, b) in students.enumerated() where j > i {
                pairs.append(PairScore(exercise: "x", studentA: a, studentB: b, score: 0.9 + Double((i + j) % 3) * 0.05))
            }
        }
        let (calibration, result) = judged(students, pairs)
        XCTAssertTrue(calibration.converges)
        XCTAssertTrue(calibration.summary.contains("converge"), calibration.summary)
        XCTAssertEqual(result.filter(\.flagged).count, 0, "an exercise whose answers converge is not flagged whole")
    }

    func testAPairExplainedByTheReferenceIsWeighedAgainstItInstead() {
        let (students, pairs) = honestClass(["s01~s02": 0.9])
        let references = ["s01": 0.95, "s02": 0.92]
        let (_, result) = judged(students, pairs + [
            PairScore(exercise: "x", studentA: "s01", studentB: "Solutions/x/answer.swift", score: 0.95, kind: .reference),
            PairScore(exercise: "x", studentA: "s05", studentB: "Solutions/x/answer.swift", score: 0.2, kind: .reference),
        ], references: references)
        let pair = result.first { $0.studentA == "s01" && $0.studentB == "s02" }!
        XCTAssertFalse(pair.flagged)
        XCTAssertTrue(pair.reason?.contains("reference answer") == true, pair.reason ?? "")
        XCTAssertTrue(result.first { $0.studentA == "s01" && $0.kind == .reference }!.flagged)
        XCTAssertFalse(result.first { $0.studentA == "s05" && $0.kind == .reference }!.flagged)
    }

    func testASmallClassFallsBackToHalf() {
        let pairs = [PairScore(exercise: "x", studentA: "a", studentB: "b", score: 0.6),
                     PairScore(exercise: "x", studentA: "a", studentB: "c", score: 0.4),
                     PairScore(exercise: "x", studentA: "b", studentB: "c", score: 0.1)]
        let (calibration, result) = judged(["a", "b", "c"], pairs)
        XCTAssertTrue(calibration.small)
        XCTAssertEqual(result.map(\.flagged), [true, false, false])
    }
}
