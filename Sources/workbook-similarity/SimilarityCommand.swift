import ArgumentParser
import Classroom
import Foundation
import Literate
import Similarity
import TextSafety

/// `workbook-similarity`: the similarity report of a class. Its own product
/// (it links swift-syntax, which the learner's `workbook` never does);
/// `workbook grade --similarity FILE.csv` runs it after grading.
@main
struct SimilarityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbook-similarity",
        abstract: "Find answers that are the same code under other names: one score per pair of students per exercise.",
        discussion: """
        Writes FILE.csv (exercise,student_a,student_b,score,compared_with; score 0-1, highest first) and FILE.html beside it \
        (the top pairs side by side, matching code marked). Every student is also compared with the course's reference \
        answer (Solutions/<id>/\(ExerciseFolder.File.answer.rawValue)), with the instructor's own (--solutions) and with earlier terms (--archive), \
        each reported as its own row. Usually run by './workbook grade <class> --similarity FILE.csv'. \
        Each exercise's pairs are ranked; its flag is calibrated on the class itself (how far a pair stands above what its two \
        students usually share with classmates) and every flagged pair says why. Code is compared under other names, layout and \
        order; the answers' own comments and string literals are compared as words, the chapter's wording left out. \
        Method and reading the scores: docs/GRADING-REPORTS.md.
        Exit status: 0 written, 2 usage or setup error.
        """
    )

    @Option(name: .customLong("course"), help: "The course folder (holding Chapters/ and Solutions/).")
    var coursePath: String = "."

    @Argument(help: "The folder holding one folder per student (not needed with --graded).")
    var submissions: String?

    @Option(help: "The folder of the answers as they were graded (its manifest.json, written by './workbook grade --similarity'): the report compares exactly those bytes and names the commit or folder each came from.")
    var graded: String?

    @Option(help: "The CSV file to write; the HTML page goes beside it with the extension .html.")
    var output: String

    @Option(name: .customLong("exclude"), help: "A folder inside <submissions> that is not a student (the grades folder). Repeatable.")
    var excluded: [String] = []

    @Option(name: .customLong("solutions"), help: "The instructor's private solutions (<id>/\(ExerciseFolder.File.answer.rawValue) per exercise): every student is compared with them too.")
    var solutionsPath: String?

    @Option(name: .customLong("archive"), help: "A folder of an earlier term, one folder per past student (as <submissions>): every current student is compared with them. Repeatable.")
    var archives: [String] = []

    @Option(help: "Pairs shown in the HTML page.")
    var top: Int = 25

    @Option(help: "Tokens per k-gram (shorter common runs are ignored).")
    var k: Int = SimilarityParameters().k

    @Option(help: "Winnowing window, in k-grams.")
    var window: Int = SimilarityParameters().window

    func validate() throws {
        guard (submissions == nil) != (graded == nil) else {
            throw ValidationError("give the submissions folder, or --graded FOLDER (the answers as './workbook grade' graded them), not both")
        }
        guard output.hasSuffix(".csv") else { throw ValidationError("--output must name a .csv file (the HTML page is written beside it); got '\(output)'") }
        guard k >= 1, window >= 1, top >= 0 else { throw ValidationError("--k and --window must be at least 1, --top at least 0") }
    }

    func run() throws {
        let root = URL(fileURLWithPath: coursePath).standardizedFileURL
        let course: Course
        do { course = try Course.load(root: root) } catch let errors as LiterateErrors {
            throw failure(errors.description + "\n--course must name the course folder (holding Chapters/ and Solutions/); fix any chapter error at the line shown.")
        }
        let ids = course.exercises.map(\.id)
        // (student, exercise) → the answer's file; and where each student's answers came from.
        var current: [(student: String, origin: GradedAnswers.Origin?, answers: [String: (url: URL, shown: String)])] = []
        if let graded {
            let folder = URL(fileURLWithPath: graded).standardizedFileURL
            let manifest: GradedAnswers
            do { manifest = try GradedAnswers.load(from: folder) } catch {
                throw failure("--graded \(graded): cannot read \(GradedAnswers.manifestName) (\(error)); give the folder './workbook grade --similarity' wrote")
            }
            current = manifest.students.map { student in
                (student.name, student.origin, Dictionary(student.answers.map { ($0.exercise, (folder.appendingPathComponent($0.file), $0.shown)) },
                                                          uniquingKeysWith: { first, _ in first }))
            }
        } else if let submissions {
            let found: Submissions
            do {
                found = try Submissions.scan(URL(fileURLWithPath: submissions).standardizedFileURL, exerciseIDs: ids,
                                             excluding: excluded.map { URL(fileURLWithPath: $0).standardizedFileURL })
            } catch let error as ClassroomError {
                throw failure(error.description)
            }
            current = found.students.map { student in
                (student.name, nil, student.answers.compactMapValues { source in
                    guard case let .file(url, relative) = source else { return nil }
                    return (url, relative)
                })
            }
        }
        var pastTerms: [(label: String, found: Submissions)] = []
        for archive in archives {
            let url = URL(fileURLWithPath: archive).standardizedFileURL
            do {
                pastTerms.append((url.lastPathComponent, try Submissions.scan(url, exerciseIDs: ids, excluding: [])))
            } catch let error as ClassroomError {
                throw failure("--archive \(archive): \(error.description)")
            }
        }
        let solutions = solutionsPath.map { URL(fileURLWithPath: $0).standardizedFileURL }
        if let solutions, !FileManager.default.fileExists(atPath: solutions.path) {
            throw failure("--solutions \(solutionsPath ?? ""): no such folder; give the folder that holds one subfolder per exercise (<id>/\(ExerciseFolder.File.answer.rawValue))")
        }
        var skipped: [String] = []
        func text(of url: URL, shown: String) -> String? {
            // The grader reports unreadable and non-UTF-8 files; here they are left out.
            guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
                skipped.append(shown)
                return nil
            }
            return text
        }
        func answers(of found: Submissions, exercise id: String, prefix: String = "") -> [(student: String, source: String)] {
            found.students.compactMap { student in
                guard case let .file(url, relativePath)? = student.answers[id] else { return nil }
                return text(of: url, shown: "\(prefix)\(student.name)/\(relativePath)").map { (prefix + student.name, $0) }
            }
        }
        func currentAnswers(exercise id: String) -> [(student: String, source: String)] {
            current.compactMap { student in
                guard let answer = student.answers[id] else { return nil }
                return text(of: answer.url, shown: "\(student.student)/\(answer.shown)").map { (student.student, $0) }
            }
        }
        let exercises = ids.map { id in
            var references: [(name: String, kind: Counterpart, source: String)] = []
            if let text = try? String(contentsOf: course.referenceAnswer(for: id), encoding: .utf8) {
                references.append((ExerciseFolder(id: id, in: course.root.appendingPathComponent("Solutions")).displayPath(.answer), .reference, text))
            }
            if let solutions {
                let folder = ExerciseFolder(id: id, in: solutions, displayRoot: solutions.lastPathComponent)
                // The same file as the course's says nothing new.
                if let text = folder.read(.answer), !references.contains(where: { $0.source == text }) {
                    references.append((folder.displayPath(.answer), .solution, text))
                }
            }
            return ExerciseAnswers(exercise: id, templateSources: course.similarityTemplate(for: id), taskText: course.similarityTaskText(for: id), answers: currentAnswers(exercise: id),
                                   references: references,
                                   archive: pastTerms.flatMap { answers(of: $0.found, exercise: id, prefix: $0.label + "/") })
        }
        let parameters = SimilarityParameters(k: k, window: window)
        let start = Date()
        var result = ClassSimilarity(exercises, parameters: parameters, detailCount: top)
        for student in current {
            result.origins[student.student] = student.origin?.shown ?? "folder \(student.student)/"
        }
        let seconds = Date().timeIntervalSince(start)
        let csvURL = URL(fileURLWithPath: output).standardizedFileURL
        let htmlURL = csvURL.deletingPathExtension().appendingPathExtension("html")
        let note = "\(current.count) students, \(result.pairs.count) pairs (each student also against the reference answer"
            + (solutions == nil ? "" : " and the instructor's solution") + (pastTerms.isEmpty ? "" : " and \(pastTerms.count) earlier term(s)") + "). "
            + "Scores from winnowed \(parameters.k)-token fingerprints (window \(parameters.window)) of each answer normalised with swift-syntax: "
            + "its own names and literals count as one kind each, comments, layout, dead code, padding whose values reach no result and the order "
            + "of independent statements not at all, helpers are inlined; code from the chapter or the starter stub is left out, and code much of "
            + "the class wrote alike counts little. Beside the code, each answer's own wording (its comment lines and string literals, as words, "
            + "the chapter's own wording left out) is compared as a set. A score is the highest of the two answers' overlap and the containment "
            + "of either in the other (normalised, as written, line by line, and by wording); each pair shown says which counted. "
            + "A high score is a reason to read both answers, not proof of copying."
        do {
            try AtomicFile.write(Data(SimilarityReport.csv(result.pairs).utf8), to: csvURL)
            try AtomicFile.write(Data(SimilarityReport.html(result, title: "Similar answers", note: note).utf8), to: htmlURL)
        } catch {
            throw failure("cannot write the similarity report to \(csvURL.path): \(error.localizedDescription); check that the folder is writable")
        }
        print("Similarity: \(result.pairs.count) pairs of \(current.count) students in \(String(format: "%.1f", seconds)) s -> \(csvURL.path), \(htmlURL.path)")
        // Each exercise: how many pairs its calibrated flag took, and each of them with why.
        for calibration in result.calibrations {
            let flagged = result.pairs.filter { $0.exercise == calibration.exercise && $0.flagged }
            print("\(calibration.exercise): \(flagged.count) pair(s) flagged (\(calibration.summary))\(flagged.isEmpty ? "" : ":")")
            for pair in flagged {
                let other = pair.kind == .student ? pair.studentB : "\(pair.kind.rawValue) \(pair.studentB)"
                print("  \(SimilarityReport.formatScore(pair.score))  \(SafeText.line(pair.studentA)) and \(SafeText.line(other)): \(pair.reason ?? "")")
            }
        }
        // An answer read within bounds only in part: the instructor reads it (never another student).
        for item in result.notes {
            FileHandle.standardError.write(Data("Similarity: \(SafeText.line(item.student)), \(item.exercise): \(item.note.text)\n".utf8))
        }
        for file in skipped {
            FileHandle.standardError.write(Data("Similarity: left out \(file): not readable as UTF-8 text\n".utf8))
        }
    }

    func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return ExitCode(2)
    }
}
