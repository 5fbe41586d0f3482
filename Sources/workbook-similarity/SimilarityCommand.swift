import ArgumentParser
import Classroom
import Foundation
import Literate
import Similarity

/// `workbook-similarity`: the similarity report of a class. Its own product
/// (it links swift-syntax, which the learner's `workbook` never does);
/// `workbook grade --similarity FILE.csv` runs it after grading.
@main
struct SimilarityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbook-similarity",
        abstract: "Find answers that are the same code under other names: one score per pair of students per exercise.",
        discussion: """
        Writes FILE.csv (exercise,student_a,student_b,score; score 0-1, highest first) and FILE.html beside it \
        (the top pairs side by side, matching code marked). Usually run by 'workbook grade <class> --similarity FILE.csv'. \
        Method and reading the scores: docs/GRADING-REPORTS.md.
        Exit status: 0 written, 2 usage or setup error.
        """
    )

    @Option(name: .customLong("course"), help: "The course folder (holding Chapters/ and Solutions/).")
    var coursePath: String = "."

    @Argument(help: "The folder holding one folder per student.")
    var submissions: String

    @Option(help: "The CSV file to write; the HTML page goes beside it with the extension .html.")
    var output: String

    @Option(name: .customLong("exclude"), help: "A folder inside <submissions> that is not a student (the grades folder). Repeatable.")
    var excluded: [String] = []

    @Option(help: "Pairs shown in the HTML page.")
    var top: Int = 25

    @Option(help: "Tokens per k-gram (shorter common runs are ignored).")
    var k: Int = SimilarityParameters().k

    @Option(help: "Winnowing window, in k-grams.")
    var window: Int = SimilarityParameters().window

    func validate() throws {
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
        let found: Submissions
        do {
            found = try Submissions.scan(URL(fileURLWithPath: submissions).standardizedFileURL, exerciseIDs: ids,
                                         excluding: excluded.map { URL(fileURLWithPath: $0).standardizedFileURL })
        } catch let error as ClassroomError {
            throw failure(error.description)
        }
        var skipped: [String] = []
        let exercises = ids.map { id in
            ExerciseAnswers(exercise: id, templateSources: course.similarityTemplate(for: id), answers: found.students.compactMap { student in
                guard case let .file(url, relativePath)? = student.answers[id] else { return nil }
                // The grader reports unreadable and non-UTF-8 files; here they are left out.
                guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
                    skipped.append("\(student.name)/\(relativePath)")
                    return nil
                }
                return (student.name, text)
            })
        }
        let parameters = SimilarityParameters(k: k, window: window)
        let start = Date()
        let result = ClassSimilarity(exercises, parameters: parameters, detailCount: top)
        let seconds = Date().timeIntervalSince(start)
        let csvURL = URL(fileURLWithPath: output).standardizedFileURL
        let htmlURL = csvURL.deletingPathExtension().appendingPathExtension("html")
        let note = "\(found.students.count) students, \(result.pairs.count) pairs. Scores from winnowed \(parameters.k)-token fingerprints "
            + "(window \(parameters.window)); names and literals count as one kind each, comments and layout not at all, "
            + "and code from the chapter or the starter stub is left out. A high score is a reason to read both answers, not proof of copying."
        do {
            try AtomicFile.write(Data(SimilarityReport.csv(result.pairs).utf8), to: csvURL)
            try AtomicFile.write(Data(SimilarityReport.html(result, title: "Similar answers", note: note).utf8), to: htmlURL)
        } catch {
            throw failure("cannot write the similarity report to \(csvURL.path): \(error.localizedDescription); check that the folder is writable")
        }
        print("Similarity: \(result.pairs.count) pairs of \(found.students.count) students in \(String(format: "%.1f", seconds)) s -> \(csvURL.path), \(htmlURL.path)")
        for pair in result.pairs.prefix(3) where pair.score >= 0.5 {
            print("  \(SimilarityReport.formatScore(pair.score))  \(pair.exercise): \(pair.studentA) and \(pair.studentB)")
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
