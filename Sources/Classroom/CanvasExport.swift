import Foundation
import TextSafety

extension ReportRenderer {
    /// A CSV that Canvas's gradebook import takes as it is: the header
    /// `Student,ID,SIS User ID,SIS Login ID,Section,<title>` (or
    /// `<title> (<canvas_assignment_id>)`, which Canvas matches to the
    /// existing assignment by its id), then `    Points Possible` (four
    /// leading spaces, as Canvas exports it) with the assignment's points,
    /// then one row per roster student (by folder name), matched by ID,
    /// scores with at most two decimals; with `missing = "blank"`, a roster
    /// student with no folder and no override has an empty cell, so
    /// Canvas's missing-submission policy applies. Folders not on the roster are left
    /// out (they are in grades.json and the warnings). Written by the one CSV
    /// writer (`CSV`): text quoted and guarded, scores as numbers. Nil
    /// without an assignment and a roster.
    public static func canvas(_ report: ClassReport) -> Data? {
        guard let assignment = report.assignment else { return nil }
        let rostered = report.students.compactMap { student in student.roster.map { ($0, student) } }
        guard !rostered.isEmpty || report.students.contains(where: { $0.enrollment != nil }) else { return nil }
        let column = assignment.canvasAssignmentId.map { "\(assignment.title) (\($0))" } ?? assignment.title
        var rows = [["Student", "ID", "SIS User ID", "SIS Login ID", "Section", column].map(CSV.Cell.text)]
        rows.append([.fixed("    Points Possible"), .text(""), .text(""), .text(""), .text(""), .number(Score.text(assignment.points))])
        for (entry, student) in rostered {
            let blank = leavesBlank(student, assignment: assignment)
            let fields = [entry.name ?? entry.folder, entry.lmsId ?? "", entry.sisUserId ?? "", entry.sisLoginId ?? "", entry.section ?? ""]
            rows.append(fields.map(CSV.Cell.text) + [blank ? .text("") : .number(Score.text(student.score))])
        }
        return Data(CSV.file(rows).utf8)
    }

    /// True when the student's Canvas cell is left empty: the assignment
    /// says `missing = "blank"`, and the student handed in nothing and has
    /// no override.
    public static func leavesBlank(_ student: StudentReport, assignment: AssignmentRecord) -> Bool {
        assignment.missing == Assignment.MissingPolicy.blank.rawValue && !student.submitted && student.overrides.isEmpty
    }
}
