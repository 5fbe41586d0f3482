import Classroom
import Foundation
import TextSafety

/// The gradebook as a CSV that Canvas's gradebook import accepts as it is:
///
///     Student,ID,SIS User ID,SIS Login ID,Section,Homework 1 (123456),Homework 2
///         Points Possible,,,,,10,20
///     "Lovelace, Ada",1001,S1001,ada,A,9.5,18
///
/// One column per assignment, headed `Title (canvas_assignment_id)` when the
/// assignment file gives the id (Canvas matches the column to that
/// assignment), else the title (matched by exact title, or created with the
/// points of the `Points Possible` row, written with four leading spaces as
/// Canvas exports it). One row per roster person (Canvas matches rows by
/// ID, SIS User ID or SIS Login ID; a person with none of them is kept, and
/// `Gradebook` warns about them, as `workbook grade` does); an assignment
/// the person is not in is left empty, which Canvas reads as "no change",
/// and so is a student who handed in nothing when the assignment says
/// `missing = "blank"` (Canvas's missing-submission policy applies). Scores have
/// at most two decimals. Written by the one CSV writer (`CSV`, as
/// `workbook grade`'s canvas.csv is): RFC 4180, CRLF line ends, text fields
/// quoted when they hold a comma, quote or line break (the break kept),
/// every line of a text field starting with = + - @ tab or CR given a
/// leading ' so a spreadsheet never runs it as a formula; scores are numbers.
public enum CanvasGradebook {
    public static func csv(_ gradebook: Gradebook) -> Data {
        let columns = gradebook.assignments.indices.filter { gradebook.assignments[$0].hasRoster }
        var rows: [[CSV.Cell]] = []
        rows.append((["Student", "ID", "SIS User ID", "SIS Login ID", "Section"] + columns.map { gradebook.assignments[$0].canvasHeader })
            .map(CSV.Cell.text))
        rows.append([.fixed("    Points Possible"), .text(""), .text(""), .text(""), .text("")] + columns.map { .number(score(gradebook.assignments[$0].points)) })
        // People of assignments graded without a roster have no column here.
        for (row, person) in gradebook.people.enumerated() where columns.contains(where: { gradebook.entries[row][$0] != nil }) {
            var fields = [person.name, person.lmsID ?? "", person.sisUserID ?? "", person.sisLoginID ?? "", person.section ?? ""].map(CSV.Cell.text)
            for column in columns {
                fields.append(gradebook.entries[row][column].map { entry in
                    let record = gradebook.assignments[column].report.assignment
                    return record.map { ReportRenderer.leavesBlank(entry.student, assignment: $0) } == true ? .text("") : .number(score(entry.score))
                } ?? .text(""))
            }
            rows.append(fields)
        }
        return Data(CSV.file(rows).utf8)
    }

    /// At most two decimals, no trailing zeros, never "-0": `9.5`, `10`, `3.33`.
    public static func score(_ value: Double) -> String {
        let hundredths = Int((max(0, value) * 100).rounded())
        let whole = String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction == 0 { return whole }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
