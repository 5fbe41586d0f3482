import Foundation
@testable import Grading
import Literate
import Markdown
import Testing

/// Every command a chapter tells the learner to run (`workbook run …`,
/// `workbook check …`), read from the chapters' own text and proven: it
/// names a step or an exercise that exists; a "you are done when" step
/// includes the exercise it names and, with the starter code, does not
/// pass; and no command names an exercise's step that says ✓ before the
/// answer is written.
@Suite("The commands the chapters give", .serialized, .tags(.slow))
struct ChapterCommandTests {
    struct Command: CustomStringConvertible {
        let chapter: Chapter
        let line: Int
        /// The words after `workbook`: `["run", "1", "--step", "5.2"]`.
        let words: [String]
        /// The paragraph (or code block) the command stands in.
        let paragraph: String

        var description: String { "\(chapter.path):\(line): workbook \(words.joined(separator: " "))" }
        var isRun: Bool { words.first == "run" }
        var isCheck: Bool { words.first == "check" }
        /// A command with a placeholder (`--step N`, `<id>`) is an example of a form, not a command to run.
        var isConcrete: Bool { !words.contains { $0 == "N" || $0.hasPrefix("<") } }
        var stepName: String? { words.firstIndex(of: "--step").flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil } }
        var isDoneWhen: Bool { paragraph.range(of: "you are done when", options: .caseInsensitive) != nil }
    }

    /// The commands in a chapter's prose (inline code) and shell blocks.
    static func commands(in chapter: Chapter) -> [Command] {
        var found: [Command] = []
        for block in chapter.document.blocks {
            let texts: [(String, Int)]
            switch block.kind {
            case .paragraph, .list, .blockQuote:
                // Inline code spans, with the line each stands on.
                let source = chapter.document.source.split(separator: "\n", omittingEmptySubsequences: false)
                texts = block.lines.flatMap { line -> [(String, Int)] in
                    guard line - 1 < source.count else { return [] }
                    return source[line - 1].split(separator: "`", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 1 }.map { (String($0.element), line) }
                }
            case let .code(code) where ["sh", "bash", "shell", "console"].contains(InfoString(code.info).language):
                texts = code.code.split(separator: "\n").enumerated().map { (String($0.element), code.firstCodeLine + $0.offset) }
            default:
                continue
            }
            for (text, line) in texts {
                var words = text.split(separator: " ").map(String.init)
                while let first = words.first, first != "workbook", first != "./workbook" { words.removeFirst() }
                guard !words.isEmpty else { continue }
                words.removeFirst()
                guard let verb = words.first, verb == "run" || verb == "check" else { continue }
                found.append(Command(chapter: chapter, line: line, words: words, paragraph: block.text))
            }
        }
        return found
    }

    static let setup: (GraderSetup, URL) = try! StepRunnerTests.course()
    static var all: [Command] { setup.0.course.chapters.flatMap(commands(in:)) }

    @Test("the chapters give commands, and every run names a step that exists in a chapter that exists")
    func runCommandsNameSteps() throws {
        let runner = StepRunner(setup: Self.setup.0)
        let runs = Self.all.filter(\.isRun)
        #expect(runs.count >= 5, "\(runs)")
        for command in runs where command.isConcrete {
            guard command.words.count >= 2, let chapter = runner.chapter(named: command.words[1]) else {
                Issue.record("\(command): names no chapter")
                continue
            }
            #expect(chapter.path == command.chapter.path || !command.isDoneWhen, "\(command): a chapter's done-when names its own chapter")
            guard let name = command.stepName else { continue }
            #expect(StepName(name) != nil, "\(command): '\(name)' is not a step name")
            #expect(runner.step(named: name, in: try runner.steps(of: chapter)) != nil, "\(command): chapter \(chapter.number) has no step \(name)")
        }
    }

    @Test("every check names an exercise that exists")
    func checkCommandsNameExercises() {
        let checks = Self.all.filter(\.isCheck)
        #expect(checks.count >= 25, "\(checks.count)")
        let known = Set(Self.setup.0.course.exercises.map(\.id))
        for command in checks where command.isConcrete {
            let id = command.words.dropFirst().first { !$0.hasPrefix("-") }
            if let id { #expect(known.contains(id), "\(command): no exercise '\(id)'") }
        }
    }

    @Test("every exercise says when it is done, with a run of its chapter's step and a check")
    func everyExerciseHasDoneWhen() {
        for chapter in Self.setup.0.course.chapters {
            let doneWhen = Self.commands(in: chapter).filter { $0.isDoneWhen && $0.isCheck }.compactMap { $0.words.dropFirst().first }
            #expect(Set(doneWhen) == Set(chapter.exerciseIDs), "\(chapter.path): \(doneWhen)")
            let runs = Self.commands(in: chapter).filter { $0.isDoneWhen && $0.isRun }
            #expect(runs.count == chapter.exerciseIDs.count, "\(chapter.path): \(runs)")
        }
    }

    @Test("a done-when step includes its exercise, and with the starter code it does not pass; no command's exercise step says ✓ on starter code")
    func doneWhenStepsFailOnStarterCode() throws {
        let (setup, root) = Self.setup
        let runner = StepRunner(setup: setup)
        // Starter code everywhere: no answer written.
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Exercises"))
        var ran = 0
        defer { #expect(ran >= 3, "the chapters' done-when steps were run: \(ran)") }
        for command in Self.all where command.isRun && command.isConcrete && !command.words.contains("--list") {
            guard let chapter = runner.chapter(named: command.words[1]) else { continue }
            let steps = try runner.steps(of: chapter)
            let step = try #require(command.stepName.map { runner.step(named: $0, in: steps) } ?? steps.last, "\(command)")
            let named = command.isDoneWhen ? command.paragraph.split(separator: " ").compactMap { word -> String? in
                let id = word.trimmingCharacters(in: CharacterSet.alphanumerics.union(["-"]).inverted)
                return chapter.exerciseIDs.contains(id) ? id : nil
            } : []
            if command.isDoneWhen {
                #expect(!named.isEmpty, "\(command): a done-when names its exercise")
                for id in named {
                    #expect(step.exercises.contains(id), "\(command): step \(step.name) does not include \(id)")
                }
            }
            guard command.isDoneWhen || step.visibleCaseOf != nil else { continue }
            let passes = try TestCourse.slots.with { try runner.run(step, slot: $0) }.matches
            ran += 1
            #expect(!passes, "\(command): step \(step.name) says ✓ with the starter code of \(step.exercises)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Exercises").path), "running a step writes nothing")
        }
    }
}
