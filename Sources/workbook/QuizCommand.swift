import ArgumentParser
import Foundation
import Grading
import Literate

/// `workbook quiz`: the chapters' predict-the-output questions in the
/// terminal. A thin shell over `QuizSession` (Sources/Literate), which holds
/// the asking and judging; answers are recorded in `.workbook/progress.json`.
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Answer the chapters' predict-the-output questions (A-E), one at a time.",
        discussion: """
        Without a terminal, pipe the letters in (one per line) or give them with \
        --answer <chapter>/<id>=<letter> (repeatable). Exit status: 0 when every answer \
        given was right, 1 when one was wrong, 2 for a usage or course problem.
        """
    )

    @OptionGroup var course: CourseOptions

    @Argument(help: "A chapter: its number (1), slug (rays-books) or file name. Default: every chapter.")
    var chapter: String?

    @Flag(name: .long, help: "Print one line per question (<chapter>/<id>  <question>) and ask nothing.")
    var list = false

    @Option(name: .long, help: "Answer a question without asking: <chapter>/<id>=<letter> (or <id>=<letter>). Repeatable.")
    var answer: [String] = []

    func run() throws {
        let course = try course.loadCourse()
        let session: QuizSession
        do {
            session = try QuizSession(course: course, chapter: chapter)
        } catch let error as QuizSessionError {
            throw CleanExit.failure("\(error)")
        }
        if list {
            for item in session.items { print(item.listLine) }
            return
        }
        guard !session.items.isEmpty else {
            print("No quizzes\(chapter.map { " in chapter \($0)" } ?? "") yet.")
            return
        }
        var answers: [QuizSession.Answer] = []
        if answer.isEmpty {
            answers = session.ask(readLine: { Swift.readLine() }, write: { text in
                let line = text.hasSuffix(": ") ? text : text + "\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            })
        } else {
            for given in answer {
                let parts = given.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else {
                    throw CleanExit.failure("--answer '\(given)' needs the form <chapter>/<id>=<letter>, e.g. --answer rays-books/first-book=B")
                }
                do {
                    let item = try session.item(named: parts[0])
                    guard let chosen = QuizSession.choice(parts[1], optionCount: item.quiz.options.count) else {
                        throw QuizSessionError("--answer '\(given)': '\(parts[1])' is not an option of \(item.key); give one of \(Quiz.letters.prefix(item.quiz.options.count).map(String.init).joined(separator: ", "))")
                    }
                    let verdict = QuizSession.verdict(for: item, chosen: chosen)
                    print("\(item.key): \(verdict.text)")
                    answers.append(verdict.answer)
                } catch let error as QuizSessionError {
                    throw CleanExit.failure("\(error)")
                }
            }
        }
        try LearnerWorkspace(course: course).recordQuiz(answers.map { ($0.key, $0.correct) })
        let right = answers.filter(\.correct).count
        if !answers.isEmpty { print("\(right) of \(answers.count) answered right.") }
        if right < answers.count { throw ExitCode(1) }
    }
}
