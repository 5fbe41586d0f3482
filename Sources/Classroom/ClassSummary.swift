import Foundation
import TextSafety

extension ClassReport {
    /// What `workbook grade` prints when it is done: without an assignment,
    /// which exercises were graded and why; a line for the class, one per
    /// exercise (and, under it, how many answers did not meet each
    /// rule), one for the files written (`lines`), and every
    /// skipped file with its reason (`skipped`, for standard error).
    public func summary(files: [URL]) -> (lines: [String], skipped: [String]) {
        let mean = students.isEmpty ? 0 : students.map(\.score).reduce(0, +) / Double(students.count)
        var lines = assignment.map { ["\(SafeText.line($0.title)) (\(SafeText.line($0.id))), due \($0.due): \(students.filter { $0.late != nil }.count) late, \(students.filter { !$0.submitted }.count) with no submission, \(students.filter { $0.enrollment == .unknown }.count) not on the roster."] } ?? []
        if let selection = exerciseSelection {
            lines.append(selection.sentence(exercises: exercises.map(\.id)))
        }
        lines += ["Graded \(students.count) student\(students.count == 1 ? "" : "s")\(shard.map { " (shard \($0.index)/\($0.count))" } ?? ""): mean \(String(format: "%.1f", mean)) of \(Score.text(maxScore)) points."]
        for exercise in exercises {
            let passed = students.filter { $0.exercises.contains { $0.exercise == exercise.id && $0.status == .pass } }.count
            let missing = students.filter { $0.exercises.contains { $0.exercise == exercise.id && $0.status == .missing } }.count
            lines.append("  \(exercise.id): \(passed) passed, \(students.count - passed - missing) not passed, \(missing) missing")
            // Which parts the answers lost, each counted from its own cases.
            var unmet: [String: Int] = [:]
            for student in students {
                for part in student.exercises.first(where: { $0.exercise == exercise.id })?.parts ?? [] where !part.met {
                    unmet[part.title, default: 0] += 1
                }
            }
            let named = exercise.parts.map(\.title).filter { unmet[$0] != nil }
            if !named.isEmpty {
                lines.append("    not met: " + named.map { "\($0) (\(unmet[$0]!) answer\(unmet[$0]! == 1 ? "" : "s"))" }.joined(separator: ", "))
            }
        }
        let folders = Set(files.map { $0.deletingLastPathComponent().path })
        lines.append("Wrote \(files.count) file\(files.count == 1 ? "" : "s")" + (files.count <= 3 ? ": " + files.map(\.path).joined(separator: ", ") : " in \(folders.sorted().joined(separator: ", "))"))
        var skipped = strayFiles.map { "skipped \(SafeText.line($0.file)): \(SafeText.line($0.reason))" }
        for student in students {
            skipped += student.ignoredFiles.map { "skipped \(SafeText.line(student.name))/\(SafeText.line($0.file)): \(SafeText.line($0.reason))" }
        }
        return (lines, skipped)
    }
}

extension ClassReport.ExerciseSelection {
    /// The summary's line saying which exercises were graded and why.
    func sentence(exercises: [String]) -> String {
        let choose = "--assignment FILE.toml chooses the exercises and their points"
        switch kind {
        case .handedIn:
            let count = exercises.count == 1 ? "the 1 exercise" : "the \(exercises.count) exercises"
            return "Graded \(count) the class handed in answers to, of the course's \(courseExercises) (\(choose)): \(exercises.joined(separator: ", "))."
        case .singleSubmission:
            return "Graded every exercise of the course (\(courseExercises)): a single submission is graded on all of them, what it lacks as missing (\(choose))."
        case .noneHandedIn:
            return "No student handed in an answer to any of the course's \(courseExercises) exercises: every exercise is listed, as missing."
        }
    }
}
