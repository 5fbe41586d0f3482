import Classroom
import Foundation

/// Small grades.json documents, written as `workbook grade --assignment`
/// writes them (snake_case keys), for the gradebook's tests. Nothing is
/// graded: the reports are data.
enum Fixture {
    /// One case of an exercise: the rule it cites and whether it passed.
    struct Case {
        var rule: Int?
        var status: String

        static func pass(_ rule: Int?) -> Case { Case(rule: rule, status: "passed") }
        static func fail(_ rule: Int?) -> Case { Case(rule: rule, status: "failed") }
        static func notRun(_ rule: Int?) -> Case { Case(rule: rule, status: "notRun") }
    }

    static func exercise(_ id: String, outcome: String, score: Double, max: Double = 10, cases: [Case] = []) -> [String: Any] {
        let status = outcome == "passed" ? "pass" : outcome == "missing" ? "missing" : "fail"
        let detail: String
        switch outcome {
        case "passed": detail = "passed"
        case "partial", "wrong", "crashed_or_timed_out": detail = "failed"
        default: detail = outcome
        }
        let share = cases.isEmpty ? 0 : max / Double(cases.count)
        let tests: [[String: Any]] = cases.enumerated().map { index, item in
            var test: [String: Any] = ["name": "case \(index)", "hidden": index > 0, "status": item.status,
                                       "score": item.status == "passed" ? share : 0, "max_score": share, "origin": "Solutions"]
            if let rule = item.rule { test["rule"] = rule }
            return test
        }
        return ["exercise": id, "status": status, "detail": detail, "outcome": outcome, "score": score, "max_score": max,
                "passed_tests": cases.filter { $0.status == "passed" }.count, "total_tests": cases.count, "reused": false, "tests": tests]
    }

    static func roster(_ folder: String, name: String? = nil, lmsID: String? = nil, sisUserID: String? = nil, sisLoginID: String? = nil, section: String? = nil) -> [String: Any] {
        var entry: [String: Any] = ["folder": folder]
        if let name { entry["name"] = name }
        if let lmsID { entry["lms_id"] = lmsID }
        if let sisUserID { entry["sis_user_id"] = sisUserID }
        if let sisLoginID { entry["sis_login_id"] = sisLoginID }
        if let section { entry["section"] = section }
        return entry
    }

    /// A student: on the roster when `roster` is given, else an unknown folder
    /// (when the assignment has a roster) or a plain folder (when it has none).
    static func student(_ folder: String, roster: [String: Any]?, unknown: Bool = false, submitted: Bool = true, score: Double, max: Double,
                        lateMinutes: Int? = nil, latePercent: Double = 0, refused: Bool = false, extended: Bool = false,
                        overrides: [(exercise: String, points: Double, comment: String)] = [], exercises: [[String: Any]]) -> [String: Any] {
        var student: [String: Any] = [
            "name": folder, "submitted": submitted, "extended": extended, "score": score, "max_score": max,
            "ignored_files": [], "exercises": exercises, "graded_score": score,
            "overrides": overrides.enumerated().map { index, item in
                ["exercise": item.exercise, "points": item.points, "comment": item.comment, "source": "overrides.csv:\(index + 2)"]
            },
        ]
        if let roster { student["roster"] = roster }
        if roster != nil || unknown { student["enrollment"] = unknown ? "unknown" : "roster" }
        student["submission"] = submitted ? ["time": "2026-12-01T20:00:00-05:00", "source": "submissions.csv"] : ["source": "none"]
        if let lateMinutes {
            student["late"] = ["minutes_late": lateMinutes, "started_days": (lateMinutes + 1439) / 1440, "percent": latePercent,
                               "points": score * latePercent / 100, "refused": refused,
                               "description": "submitted \(lateMinutes / 60) h late: −\(Int(latePercent)) %"]
        }
        return student
    }

    /// A whole grades.json; `assignment` nil for a class graded without an assignment file.
    static func report(id: String?, title: String = "", canvasID: String? = nil, exercises: [(id: String, points: Double)],
                       students: [[String: Any]]) -> [String: Any] {
        let points = exercises.map(\.points).reduce(0, +)
        var report: [String: Any] = [
            "format": "codable-workbook-grades", "version": ClassReport.currentVersion, "grader_version": "test", "isolation": "sandboxed",
            "max_score": points, "warnings": [], "stray_files": [],
            "exercises": exercises.map { ["id": $0.id, "title": "The \($0.id) exercise", "max_score": $0.points, "case_count": 5] },
            "students": students,
        ]
        if let id {
            var assignment: [String: Any] = ["id": id, "title": title.isEmpty ? id : title, "due": "2026-12-01T23:59:00-05:00",
                                             "grace_minutes": 0, "points": points, "file": "\(id).toml"]
            if let canvasID { assignment["canvas_assignment_id"] = canvasID }
            report["assignment"] = assignment
        }
        return report
    }

    /// Writes `report` as `<folder>/grades.json` in a new temporary folder; returns the folder.
    static func write(_ report: [String: Any], name: String, in root: URL) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: folder.appendingPathComponent("grades.json"))
        return folder
    }

    static func temporaryFolder(_ label: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gradebook-\(label)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A class of two homeworks with everything the gradebook shows:
    /// a late student, an extension, a student with no submission, a
    /// folder not on the roster, an override, a person whose folder is
    /// named differently in the two assignments, a name that needs
    /// escaping, a roster row without any ID, and a similarity report.
    static func twoHomeworks(in root: URL) throws -> [URL] {
        let ada = roster("ada", name: "Lovelace, Ada", lmsID: "1001", sisUserID: "S1001", sisLoginID: "ada", section: "A")
        let bob = roster("bob", name: "Bob <b>Tables</b>", lmsID: "1002", sisUserID: "S1002", sisLoginID: "bob", section: "B")
        let eve = roster("eve", name: "=Eve", lmsID: "1003", section: "A")
        let dan = roster("dan", name: "Dan Noid")
        let hw1 = report(id: "hw1", title: "Homework 1", canvasID: "123456", exercises: [("kebab-strategy", 10), ("mana-decoding", 10)], students: [
            student("ada", roster: ada, score: 20, max: 20, exercises: [
                exercise("kebab-strategy", outcome: "passed", score: 10, cases: [.pass(nil), .pass(1), .pass(2)]),
                exercise("mana-decoding", outcome: "passed", score: 10, cases: [.pass(nil), .pass(3), .pass(4), .pass(4)]),
            ]),
            student("bob", roster: bob, score: 9.5, max: 20, lateMinutes: 26 * 60, latePercent: 20, exercises: [
                exercise("kebab-strategy", outcome: "partial", score: 6.67, cases: [.pass(nil), .pass(1), .fail(2)]),
                exercise("mana-decoding", outcome: "partial", score: 5, cases: [.pass(nil), .pass(3), .fail(4), .pass(4)]),
            ]),
            student("eve", roster: eve, score: 3.333, max: 20, extended: true, overrides: [("total", 1, "regrade: typo in the task")], exercises: [
                exercise("kebab-strategy", outcome: "compile_error", score: 0),
                exercise("mana-decoding", outcome: "partial", score: 2.333, cases: [.pass(nil), .fail(3), .fail(4), .notRun(5)]),
            ]),
            student("dan", roster: dan, submitted: false, score: 0, max: 20, exercises: [
                exercise("kebab-strategy", outcome: "missing", score: 0),
                exercise("mana-decoding", outcome: "missing", score: 0),
            ]),
            student("mallory", roster: nil, unknown: true, score: 20, max: 20, exercises: [
                exercise("kebab-strategy", outcome: "passed", score: 10, cases: [.pass(nil), .pass(1), .pass(2)]),
                exercise("mana-decoding", outcome: "passed", score: 10, cases: [.pass(nil), .pass(3), .pass(4), .pass(4)]),
            ]),
        ])
        let ada2 = roster("Ada L", name: "Lovelace, Ada", lmsID: "1001", sisUserID: "S1001", sisLoginID: "ada", section: "A")
        let hw2 = report(id: "hw2", title: "Homework 2", exercises: [("userinfo-interval", 20)], students: [
            student("Ada L", roster: ada2, score: 20, max: 20, exercises: [
                exercise("userinfo-interval", outcome: "passed", score: 20, max: 20, cases: [.pass(nil), .pass(1), .pass(2)]),
            ]),
            student("bob", roster: bob, score: 0, max: 20, lateMinutes: 20 * 24 * 60, latePercent: 100, refused: true, exercises: [
                exercise("userinfo-interval", outcome: "wrong", score: 0, max: 20, cases: [.fail(nil), .fail(1), Case(rule: 2, status: "crashed")]),
            ]),
        ])
        let first = try write(hw1, name: "hw1", in: root)
        try Data("<!DOCTYPE html><html><body><main>similar</main></body></html>".utf8).write(to: first.appendingPathComponent("similarity.html"))
        return [first, try write(hw2, name: "hw 2", in: root)]
    }
}
