import Foundation
import Grading
import Markup
import TextSafety
import Hashing

/// The report formats of `workbook grade` and `workbook merge`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case json, csv, junit, gradescope, feedback, canvas, exercism

    /// Written when no --format is given (canvas only with an assignment and a roster).
    public static let defaults: [ReportFormat] = [.json, .csv, .junit, .gradescope, .feedback, .canvas]

    /// Parses "json,csv" lists (and repeated options) into formats, in order, without duplicates.
    public static func parse(_ values: [String]) throws -> [ReportFormat] {
        var formats: [ReportFormat] = []
        for value in values.flatMap({ $0.split(separator: ",") }) {
            let name = value.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = ReportFormat(rawValue: name) else {
                throw ClassroomError.badOutput(path: "--format", reason: "unknown report format '\(name)'; use one or more of \(allCases.map(\.rawValue).joined(separator: ", ")), e.g. --format json,csv")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats.isEmpty ? defaults : formats
    }
}

/// Renders every format from a `ClassReport`. Instructor-facing formats
/// (json, csv, junit) carry every detail; student-facing ones (gradescope,
/// feedback) never show a hidden case's input, expected or actual value,
/// or what the program printed during it.
public enum ReportRenderer {
    // MARK: CSV

    /// One row per student: the name, one column per exercise (points), the
    /// total. Text fields go through the one CSV writer (`CSV.text`: RFC
    /// 4180 quoting, a leading ' on every line starting with = + - @ tab or
    /// CR); points, penalties included, are written as numbers. Names have
    /// their control characters removed and line breaks shown as `\n` first.
    public static func csv(_ report: ClassReport) -> Data {
        var header = ["student"]
        for column in report.exercises { header += [column.id, "\(column.id) outcome"] }
        header += ["late_penalty", "overrides", "total"]
        if report.assignment != nil { header += ["enrollment", "due", "submitted_at", "submission_source", "late", "extended", "student_written"] }
        var lines = [header.map(CSV.text).joined(separator: ",")]
        for student in report.students {
            var fields = [CSV.text(SafeText.line(student.name))]
            for column in report.exercises {
                let exercise = student.exercises.first { $0.exercise == column.id }
                fields.append(Score.text(exercise?.score ?? 0))
                fields.append(exercise?.outcome.rawValue ?? "missing")
            }
            let adjustments = adjustments(student)
            let late = adjustments.filter { $0.name == "late penalty" }.map(\.points).reduce(Cents(0), +)
            let overrides = adjustments.filter { $0.name != "late penalty" }.map(\.points).reduce(Cents(0), +)
            fields += [Score.text(late.points), Score.text(overrides.points), Score.text(student.score)]
            if report.assignment != nil {
                fields.append(student.enrollment?.rawValue ?? "")
                fields.append(student.due ?? "")
                fields.append(student.submission?.time ?? "")
                fields.append(student.submission?.source.rawValue ?? "")
                fields.append(CSV.text(student.late?.description ?? (lateNotKnown(student) ? "lateness not known" : "")))
                fields.append(student.extended ? "yes" : "")
                fields.append(student.submission?.studentWritten == true ? "yes" : "")
            }
            lines.append(fields.joined(separator: ","))
        }
        return Data((lines.joined(separator: "\r\n") + "\r\n").utf8)
    }

    /// Handed in, but when is not known (no time, or one that could not be
    /// read or was refused): not marked late, and marked so.
    static func lateNotKnown(_ student: StudentReport) -> Bool {
        student.submitted && student.late == nil && student.submission != nil && student.submission?.time == nil
    }

    // MARK: JUnit

    /// A testsuite per student, a testcase per exercise; a failure element
    /// for every exercise not passed (type: failed, compile_error, unusable,
    /// missing), its text the full detail for the instructor.
    public static func junit(_ report: ClassReport) -> Data {
        let failures = report.students.map { $0.exercises.filter { $0.status != .pass }.count }.reduce(0, +)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"./workbook grade\" tests=\"\(report.students.count * report.exercises.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for student in report.students {
            let failed = student.exercises.filter { $0.status != .pass }.count
            xml += "  <testsuite name=\"\(xmlEscape(SafeText.line(student.name)))\" tests=\"\(student.exercises.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">\n"
            xml += "    <properties>\n"
            xml += "      <property name=\"score\" value=\"\(Score.text(student.score))\"/>\n"
            xml += "      <property name=\"max_score\" value=\"\(Score.text(student.maxScore))\"/>\n"
            if let late = student.late {
                xml += "      <property name=\"late_penalty\" value=\"\(Score.text(late.points))\"/>\n"
            }
            for item in student.overrides where item.exercise == "total" {
                xml += "      <property name=\"override_total\" value=\"\(xmlEscape("\(Score.text(item.points)) points (\(item.source))\(item.comment.isEmpty ? "" : ": \(item.comment)")"))\"/>\n"
            }
            xml += "    </properties>\n"
            for exercise in student.exercises {
                xml += "    <testcase classname=\"\(xmlEscape(SafeText.line(student.name)))\" name=\"\(xmlEscape(exercise.exercise))\">\n"
                let override = exercise.override.map { "<property name=\"override\" value=\"\(xmlEscape("\(Score.text($0.points)) points (\($0.source))\($0.comment.isEmpty ? "" : ": \($0.comment)")"))\"/>" } ?? ""
                xml += "      <properties><property name=\"score\" value=\"\(Score.text(exercise.score))\"/><property name=\"max_score\" value=\"\(Score.text(exercise.maxScore))\"/>\(override)</properties>\n"
                if exercise.status != .pass {
                    let message = summary(exercise)
                    xml += "      <failure type=\"\(exercise.outcome.rawValue)\" message=\"\(xmlEscape(message))\">\(xmlEscape(instructorDetail(exercise)))</failure>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return Data(xml.utf8)
    }

    /// Escapes text for XML content and attribute values with the writer
    /// the workbook's HTML pages share (valid XML 1.0: the five entities,
    /// and U+FFFD for a code point XML cannot hold, even escaped).
    static func xmlEscape(_ text: String) -> String {
        HTML.escape(text)
    }

    /// One line: how the exercise ended.
    static func summary(_ exercise: ExerciseReport) -> String {
        switch exercise.detail {
        case .passed: return "passed: \(exercise.passedTests) of \(exercise.totalTests) cases"
        case .failed: return "\(exercise.passedTests) of \(exercise.totalTests) cases passed"
        case .compileError, .unusable, .missing: return exercise.reason ?? exercise.detail.rawValue
        }
    }

    /// Everything the instructor may want, hidden values included.
    static func instructorDetail(_ exercise: ExerciseReport) -> String {
        var lines = [summary(exercise)]
        for error in exercise.compileErrors ?? [] {
            lines.append("\(error.file):\(error.line):\(error.column): error: \(error.message)")
        }
        lines += exercise.parts.filter { !$0.met || !$0.failedCases.isEmpty }.map(\.line)
        for test in exercise.tests where !test.passed {
            lines.append("")
            lines.append("\(test.hidden ? "hidden case" : "visible case") '\(test.name)': \(test.status)")
            if let message = test.message { lines.append(message) }
            if let expected = test.expected { lines.append("expected:\n\(shownValue(expected))") }
            if let actual = test.actual { lines.append("actual:\n\(shownValue(actual))") }
        }
        return lines.joined(separator: "\n")
    }

    /// A value as the instructor's detail shows it: as grades.json keeps
    /// it (`ClassScoring.kept`: at most 16 KiB of whole characters, then
    /// how many bytes were not kept). A value read back from a report is
    /// already kept, and is shown unchanged with its own note.
    static func shownValue(_ value: String) -> String {
        ClassScoring.kept(value)
    }

    /// What a student may read about a case: for a hidden case, how it ended
    /// and what it checks, never its values or what the program printed.
    /// `explaining: false` leaves out the case's `explain` (what it checks,
    /// the course's text), for a renderer that shows it on its own.
    static func studentMessage(_ test: TestReport, explaining: Bool = true) -> String {
        guard !test.passed else { return "" }
        var lines: [String] = []
        if explaining, let explain = test.explain { lines.append(explain) }
        if !test.hidden {
            if let message = test.message { lines.append(message) }
            return lines.joined(separator: "\n")
        }
        lines.append(hiddenCaseSentence(test))
        return lines.joined(separator: "\n")
    }

    /// How a hidden case ended, in a sentence fixed by its status
    /// (`CaseResult.hiddenSentence`): never the sandbox's message, whose exit
    /// status, signal name and standard error the answer chooses, and could
    /// choose from the case's input (issue 27). The instructor's reports
    /// (grades.json, JUnit) keep the message.
    static func hiddenCaseSentence(_ test: TestReport) -> String {
        return CaseResult.hiddenSentence(status: test.status, ending: test.ending)
    }

    // MARK: Feedback

    /// A Markdown page a student can read: the score, then each exercise,
    /// compiler errors at their lines, the chapter's output against theirs,
    /// and for hidden cases what they check and how they ended.
    public static func feedback(_ student: StudentReport, course: [ClassReport.ExerciseColumn], assignment: AssignmentRecord? = nil) -> Data {
        var out = ["# Feedback for \(markdownEscape(SafeText.line(student.name)))", ""]
        if let assignment {
            out.append("Assignment: \(markdownEscape(assignment.title)) (\(markdownEscape(assignment.id)))")
            out.append("")
        }
        out.append("**Score: \(Score.text(student.score)) / \(Score.text(student.maxScore))**")
        out.append("")
        let adjustments = adjustments(student)
        if !adjustments.isEmpty {
            out.append("Graded: \(Score.text(student.gradedScore ?? 0)) points")
            for line in adjustments {
                out.append("- \(markdownEscape(line.text)): \(line.points.value < 0 ? "−" : "+")\(Score.text(abs(line.points.points))) points")
            }
            out.append("")
        }
        let about = header(student, adjustments: false)
        if !about.isEmpty {
            out += about.map { "- " + markdownEscape($0) }
            out.append("")
        }
        out.append("| Exercise | Result | Points |")
        out.append("| --- | --- | --- |")
        for exercise in student.exercises {
            let overridden = exercise.override.map { _ in " (override)" } ?? ""
            out.append("| \(exercise.exercise) | \(label(exercise))\(overridden) | \(Score.text(exercise.score)) / \(Score.text(exercise.maxScore)) |")
        }
        for exercise in student.exercises {
            let title = course.first { $0.id == exercise.exercise }?.title
            out.append("")
            out.append("## \(exercise.exercise)\(title.map { " — \(courseMarkdown($0))" } ?? "")")
            out.append("")
            switch exercise.detail {
            case .passed:
                out.append("Passed: all \(exercise.totalTests) cases (the chapter's output and the hidden cases).")
            case .missing:
                out.append(student.submitted ? "Missing: no `\(exercise.exercise).swift` was handed in." : "Missing: nothing was handed in.")
            case .unusable:
                out.append("Not graded: \(markdownEscape(exercise.reason ?? "the file could not be read")).")
            case .compileError:
                out.append("Your answer does not compile together with the chapter's code:")
                out.append("")
                let all = exercise.compileErrors ?? []
                var errors = all.prefix(12).map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }
                if all.count > errors.count { errors.append("… and \(all.count - errors.count) more") }
                out.append(codeBlock(errors.isEmpty ? (exercise.reason ?? "") : errors.joined(separator: "\n")))
            case .failed:
                out.append("\(exercise.passedTests) of \(exercise.totalTests) cases passed" + (exercise.outcome == .crashedOrTimedOut ? "; every case crashed or ran out of time." : "."))
                if !exercise.parts.isEmpty {
                    out.append("")
                    out += exercise.parts.filter { !$0.met || !$0.failedCases.isEmpty }.map { "- " + markdownEscape($0.line) }
                }
                // Grouped as the verdict groups them: by the rule each case
                // checks (the chapter's output and cases naming no rule on
                // their own), the first of a group in full, the others by
                // name, so a run that stopped early is not a page of one line.
                var groups: [(key: Int?, tests: [TestReport])] = []
                for test in exercise.tests where !test.passed {
                    let key = test.hidden ? (test.rule ?? 0) : nil
                    if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].tests.append(test) } else { groups.append((key, [test])) }
                }
                for group in groups {
                    guard let test = group.tests.first else { continue }
                    out.append("")
                    out.append("- **\(markdownEscape(test.name))** (\(caseLabel(test.status)))")
                    // What the case checks is the course's text (its rule's
                    // sentence), shown with its code spans; how it ended may
                    // quote the program, and is escaped.
                    for line in (test.explain ?? "").split(separator: "\n") {
                        out.append("  \(courseMarkdown(String(line)))")
                    }
                    // Its first line as text; the lines under it (a visible
                    // case's expected and got, aligned, and the caret under
                    // where they differ) in a code block, where a browser
                    // keeps their columns.
                    var message = studentMessage(test, explaining: false).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    while message.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { message.removeLast() }
                    if let first = message.first { out.append("  \(markdownEscape(first))") }
                    if message.count > 1 {
                        out.append("")
                        out.append(indent(codeBlock(message.dropFirst().joined(separator: "\n")), by: "  "))
                    }
                    if !test.hidden, test.status == .failed {
                        if let expected = test.expected {
                            out.append("")
                            out.append("  The chapter shows:")
                            out.append(indent(codeBlock(String(expected.prefix(3000))), by: "  "))
                        }
                        if let actual = test.actual {
                            out.append("  Your program printed:")
                            out.append(indent(codeBlock(String(actual.prefix(3000))), by: "  "))
                        }
                    }
                    let others = group.tests.dropFirst()
                    if !others.isEmpty {
                        out.append("")
                        out.append("  Also not passed\(group.key.map { $0 > 0 ? " under rule \($0)" : "" } ?? ""):")
                        for other in others.prefix(Self.namedInGroup) {
                            out.append("  - **\(markdownEscape(other.name))** (\(caseLabel(other.status)))")
                        }
                        if others.count > Self.namedInGroup {
                            out.append("  - … and \(others.count - Self.namedInGroup) more")
                        }
                    }
                }
            }
        }
        if !student.ignoredFiles.isEmpty {
            out.append("")
            out.append("## Files not graded")
            out.append("")
            for file in student.ignoredFiles {
                out.append("- `\(SafeText.line(file.file).replacingOccurrences(of: "`", with: "'"))`: \(markdownEscape(file.reason))")
            }
        }
        return Data((out.joined(separator: "\n") + "\n").utf8)
    }

    /// Cases named under the first of a group in a student's feedback.
    static let namedInGroup = 8

    static func label(_ exercise: ExerciseReport) -> String {
        switch exercise.detail {
        case .passed: return "passed"
        case .failed: return exercise.outcome == .crashedOrTimedOut ? "crashed or timed out" : "\(exercise.passedTests) of \(exercise.totalTests) cases"
        case .compileError: return "does not compile"
        case .unusable: return "not graded"
        case .missing: return "missing"
        }
    }

    static func caseLabel(_ status: CaseResult.Status) -> String {
        switch status {
        case .passed: return "passed"
        case .failed: return "failed"
        case .crashed: return "crashed"
        case .timedOut: return "timed out"
        case .outputLimit: return "too much output"
        case .notRun: return "not run"
        }
    }

    /// One line of Markdown from text that may come from a student (a file
    /// name, a reason quoting one): `SafeText.line` first, so no control
    /// character or line break reaches the page, then Markdown's marks escaped.
    static func markdownEscape(_ text: String) -> String {
        var out = ""
        for character in SafeText.line(text) {
            if "\\`*_{}[]<>#|!".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// One line of Markdown from the course's own text (a rule's sentence,
    /// an exercise's title), whose only markup is code spans, as the site
    /// reads it (`HTML(inlineMarkdown:)`): a code span is kept as written,
    /// so `` `snake_case` `` shows as code; every other mark is escaped as
    /// `markdownEscape` escapes it, and a backslash escape of the course's
    /// stays one. `SafeText.line` first, as for any text. Not for anything a
    /// student or their program wrote: use `markdownEscape`.
    static func courseMarkdown(_ text: String) -> String {
        let characters = Array(SafeText.line(text))
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
               characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                out += "\\" + String(characters[index + 1])
                index += 2
                continue
            }
            guard character == "`" else {
                if "\\`*_{}[]<>#|!".contains(character) { out.append("\\") }
                out.append(character)
                index += 1
                continue
            }
            // A code span: the backtick run up to the next run of the same length.
            let (length, close) = CodeSpan.closing(in: characters, openingAt: index)
            guard let close else {
                out += String(repeating: "\\`", count: length)
                index += length
                continue
            }
            out += String(characters[index..<(close + length)])
            index = close + length
        }
        return out
    }

    static func codeBlock(_ unsafe: String) -> String {
        let text = SafeText.multiline(unsafe)
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\n\(text)\(text.hasSuffix("\n") ? "" : "\n")\(fence)"
    }

    static func indent(_ text: String, by prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }
}

/// Where each report goes, and writing them all atomically.
public struct ReportWriter: Sendable {
    public let formats: [ReportFormat]
    /// A folder (every format in its own file), or one file when a single
    /// one-file format is asked for and the path ends in .json, .csv or .xml.
    public let output: URL
    /// Gradescope's single-submission mode: `results.json` for the one student.
    public let gradescopeSingle: Bool

    public init(formats: [ReportFormat], output: URL, gradescopeSingle: Bool = false) throws {
        self.formats = formats
        self.output = output
        self.gradescopeSingle = gradescopeSingle
        if isFile {
            let oneFile: Set<ReportFormat> = gradescopeSingle ? [.json, .csv, .junit, .gradescope, .canvas] : [.json, .csv, .junit, .canvas]
            guard formats.count == 1, oneFile.contains(formats[0]) else {
                throw ClassroomError.badOutput(path: output.path, reason: "--output names a file, but \(formats.map(\.rawValue).joined(separator: ", ")) \(formats.count == 1 ? "writes" : "write") several files; give --output a folder, or ask for one format (json, csv, canvas or junit\(gradescopeSingle ? ", gradescope" : ""))")
            }
        }
    }

    /// True when `output` is one file rather than a folder.
    public var isFile: Bool {
        if AtomicFile.isDirectory(output) { return false }
        if fileType(output) == .regular { return true }
        return ["json", "csv", "xml"].contains(output.pathExtension.lowercased())
    }

    /// The folder the reports (and, by default, the result store) live in.
    public var folder: URL { isFile ? output.deletingLastPathComponent() : output }

    /// Every file with its bytes, rendered before anything is written.
    public func render(_ report: ClassReport) throws -> [(url: URL, data: Data)] {
        var files: [(URL, Data)] = []
        func place(_ name: String) -> URL { isFile ? output : output.appendingPathComponent(name) }
        let names = fileNames(for: report.students.map(\.name)).names
        func fileName(_ student: StudentReport) -> String { names[student.name] ?? safeFileName(student.name) }
        for format in formats {
            switch format {
            case .json: files.append((place("grades.json"), try report.jsonData()))
            case .csv: files.append((place("grades.csv"), ReportRenderer.csv(report)))
            case .junit: files.append((place("junit.xml"), ReportRenderer.junit(report)))
            case .gradescope:
                if gradescopeSingle {
                    guard let student = report.students.first, report.students.count == 1 else {
                        throw ClassroomError.badOutput(path: output.path, reason: "Gradescope's single-submission results.json needs exactly one submission, found \(report.students.count)")
                    }
                    files.append((place("results.json"), try ReportRenderer.gradescope(student)))
                } else {
                    for student in report.students {
                        files.append((output.appendingPathComponent("gradescope").appendingPathComponent(fileName(student) + ".json"), try ReportRenderer.gradescope(student)))
                    }
                }
            case .feedback:
                for student in report.students {
                    files.append((output.appendingPathComponent("feedback").appendingPathComponent(fileName(student) + ".md"),
                                  ReportRenderer.feedback(student, course: report.exercises, assignment: report.assignment)))
                }
            case .canvas:
                // Only an assignment with a roster has an LMS export.
                if let canvas = ReportRenderer.canvas(report) {
                    files.append((place("canvas.csv"), canvas))
                } else if formats != ReportFormat.defaults {
                    throw ClassroomError.badOutput(path: "--format canvas", reason: "the Canvas export needs an assignment with a roster: pass --assignment FILE.toml whose roster = \"roster.csv\" lists the students' LMS ids")
                }
            case .exercism:
                for student in report.students {
                    files.append((output.appendingPathComponent("exercism").appendingPathComponent(fileName(student) + ".json"), try ReportRenderer.exercism(student)))
                }
            }
        }
        return files
    }

    /// Renders, checks every file name, then writes: all files go to a
    /// staging folder beside the reports first and are renamed into place
    /// only when every one of them was written, so a failure (a full disk, a
    /// name the file system refuses) leaves the old reports as they were.
    /// Returns the files written.
    @discardableResult
    public func write(_ report: ClassReport) throws -> [URL] {
        let files = try render(report)
        try ReportWriter.checkNames(files.map(\.url))
        AtomicFile.removeLeftovers(in: folder)
        try AtomicFile.writeAll(files, staging: folder)
        return files.map(\.url)
    }

    /// Longest file name (in UTF-8 bytes) a report gets; most file systems
    /// allow 255, and the name needs room for ".md"/".json".
    static let maxNameBytes = 120

    /// A file name for a student's report: the name with its control
    /// characters removed, "/" and NUL replaced, never starting with ".";
    /// when that changed the name or it is longer than `maxNameBytes`, it
    /// is cut and ends in "-" and 8 hex digits of a hash of the full name,
    /// so two students never share a file. A name not in Unicode's
    /// composed form (NFC) gets the hash too, so two folders whose names
    /// are the same text in two forms ("é" and "e" + U+0301) get two files,
    /// on a file system that tells them apart and on one that does not.
    /// The reports themselves keep the full name.
    public func safeFileName(_ name: String) -> String {
        var cleaned = SafeText.line(name).replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\0", with: "_")
        if cleaned.hasPrefix(".") { cleaned = "_" + cleaned }
        if cleaned.isEmpty { cleaned = "_" }
        let same = { (a: String, b: String) in a.unicodeScalars.elementsEqual(b.unicodeScalars) }
        let changed = !same(cleaned, name) && !(name.hasPrefix(".") && same(cleaned, "_" + name))
        let composed = same(name, name.precomposedStringWithCanonicalMapping)
        guard changed || !composed || cleaned.utf8.count > Self.maxNameBytes else { return cleaned }
        var cut = ""
        for character in cleaned {
            if cut.utf8.count + String(character).utf8.count > Self.maxNameBytes - 9 { break }
            cut.append(character)
        }
        return cut + "-" + Self.shortHash(name)
    }

    /// Every student's report file name, no two alike: `safeFileName`,
    /// unless another student's report already has that name, compared as
    /// a file system that does not tell Unicode forms apart compares them
    /// (the composed form's scalars), so that no file system writes two
    /// students' reports into one file. Names that needed no change claim
    /// theirs first; then each changed name, in the order of its folder
    /// name's UTF-8 bytes, takes its `safeFileName` or, when that is
    /// taken, the first free one of it followed by "-2", "-3", …. The same
    /// folders always get the same file names; one folder never stops the
    /// others' reports. Each such renaming is a warning for the instructor.
    public func fileNames(for students: [String]) -> (names: FolderMap<String>, warnings: [String]) {
        func key(_ name: String) -> FolderName { FolderName(name.precomposedStringWithCanonicalMapping) }
        var unique: [String] = []
        var seen: Set<FolderName> = []
        for name in students.sorted(by: FolderName.byBytes) where seen.insert(FolderName(name)).inserted { unique.append(name) }
        var names = FolderMap<String>()
        var taken: [FolderName: String] = [:]
        var changed: [String] = []
        for name in unique {
            let base = safeFileName(name)
            if base.unicodeScalars.elementsEqual(name.unicodeScalars), taken[key(base)] == nil {
                names[name] = base
                taken[key(base)] = name
            } else {
                changed.append(name)
            }
        }
        var warnings: [String] = []
        for name in changed {
            let base = safeFileName(name)
            var candidate = base
            var number = 1
            while taken[key(candidate)] != nil {
                number += 1
                candidate = base + "-\(number)"
            }
            if let other = taken[key(base)] {
                warnings.append("the student folder '\(SafeText.line(name))' (\(FolderName(name).spelled)) would have its reports named '\(SafeText.line(base))', as the folder '\(SafeText.line(other))' (\(FolderName(other).spelled)) has; its reports are named '\(SafeText.line(candidate))' instead. Both were graded")
            }
            names[name] = candidate
            taken[key(candidate)] = name
        }
        return (names, warnings)
    }

    /// FNV-1a (64 bits) of the name's UTF-8, as 8 hex digits: stable across
    /// runs and machines, for telling names apart (not a secret).
    static func shortHash(_ text: String) -> String {
        let hash = FNV1a.hash(text)
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let hex = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// Every report's name fits the file system and no two reports share
    /// a path; checked before anything is written.
    static func checkNames(_ urls: [URL]) throws {
        // Told apart by their exact scalars: two names that are the same text
        // in two Unicode forms are two files here (`fileNames` keeps
        // students' names apart even where the file system would not).
        var seen: Set<FolderName> = []
        for url in urls {
            let name = url.lastPathComponent
            guard !name.isEmpty, name.utf8.count <= 255, !name.contains("\0") else {
                throw ClassroomError.badOutput(path: url.path, reason: "the file name is not usable (\(name.utf8.count) bytes); this is a bug of the report writer, please report it")
            }
            guard seen.insert(FolderName(url.standardizedFileURL.path)).inserted else {
                throw ClassroomError.badOutput(path: url.path, reason: "two reports would be written to the same file; this is a bug of the report writer, please report it")
            }
        }
    }
}
