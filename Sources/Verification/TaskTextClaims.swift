import Foundation
import Grading
import Literate

/// Claims of an exercise's task text that `workbook verify --exercise`
/// checks against the chapter and the cases, with no program run: the
/// exercise has a visible case, the "You are done when" sentence names
/// commands that do what it says, and every error a case expects is one its
/// rule names.
enum TaskTextClaims {
    /// A problem at a line of the chapter.
    struct Problem: Equatable {
        let line: Int
        let message: String
    }

    /// The exercise's visible case (the first output block after its stub,
    /// in its step) and the commands of its "You are done when" sentence:
    /// `./workbook run <chapter> --step <name>` must run the chapter's
    /// program at the exercise's own step, and `./workbook check <id>` must
    /// name the exercise. Problems in the order of the text.
    static func doneWhenProblems(id: String, chapter: Chapter, course: Course) -> [Problem] {
        guard let stub = chapter.snippets.first(where: { $0.kind == .exercise(id: id) }) else { return [] }
        let tangler = course.tangler(for: chapter)
        guard let exerciseStep = try? tangler.exerciseStep(id), let steps = try? tangler.steps() else { return [] }
        var problems: [Problem] = []
        guard let visible = exerciseStep.visibleOutput else {
            return [Problem(line: stub.fenceLine, message: "no output block follows the stub, so a check has no visible case: after the rules, show a short program that uses the answer (a 'swift file=main.swift' block) and the 'output' block it prints, in a step of its own when the exercise ends its chapter")]
        }
        let ownStep = steps.first { $0.output.fenceLine == visible.fenceLine }?.name
        // The sentence: from "You are done when" to the end of its paragraph.
        let lines = chapter.document.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sectionEnd = chapter.document.blocks[stub.blockIndex...].dropFirst().first { $0.kind == .heading(level: 2) || $0.kind == .heading(level: 3) }?.lines.lowerBound ?? lines.count + 1
        guard let start = (stub.fenceLine..<min(sectionEnd, lines.count + 1)).first(where: { lines[$0 - 1].contains("You are done when") }) else { return [] }
        var end = start
        while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end += 1 }
        for (offset, line) in lines[(start - 1)..<end].enumerated() {
            for command in codeSpans(line) {
                let words = command.split(separator: " ").map(String.init)
                guard words.first == "./workbook", words.count >= 2 else { continue }
                let at = start + offset
                switch words[1] {
                case "run":
                    let named = words.count > 2 && !words[2].hasPrefix("-") ? words[2] : nil
                    if let named, Int(named) != chapter.number, named.lowercased() != chapter.targetName.lowercased() {
                        problems.append(Problem(line: at, message: "`\(command)` runs chapter \(named), but the exercise is in chapter \(chapter.number): write `./workbook run \(chapter.number) --step \(ownStep?.description ?? "N")`"))
                        continue
                    }
                    guard let index = words.firstIndex(of: "--step"), index + 1 < words.count else {
                        problems.append(Problem(line: at, message: "`\(command)` names no step, so it runs the chapter's last one: name the exercise's own, `--step \(ownStep?.description ?? "N")`"))
                        continue
                    }
                    let asked = words[index + 1]
                    guard let name = StepName(asked), let step = steps.first(where: { $0.name == name }) else {
                        problems.append(Problem(line: at, message: "`\(command)`: chapter \(chapter.number) has no step \(asked) (its steps: \(steps.map(\.name.description).joined(separator: ", "))); the exercise's visible case is step \(ownStep?.description ?? "?") (\(chapter.path):\(visible.fenceLine))"))
                        continue
                    }
                    if step.output.fenceLine != visible.fenceLine {
                        problems.append(Problem(line: at, message: "`\(command)` runs step \(asked) (\(chapter.path):\(step.output.fenceLine)), not the exercise's own step \(ownStep?.description ?? "?"), whose output block is its visible case (\(chapter.path):\(visible.fenceLine))"))
                    }
                case "check":
                    if words.count < 3 || words[2] != id {
                        problems.append(Problem(line: at, message: "`\(command)` does not check this exercise: write `./workbook check \(id)`"))
                    }
                default:
                    continue
                }
            }
        }
        return problems
    }

    /// The text of each code span of a Markdown line (between single backticks).
    static func codeSpans(_ line: String) -> [String] {
        let parts = line.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// Why a case may not expect the error `kind` under a rule whose text
    /// is `text`: nil when the rule names it. A kind of `DecodingError` must
    /// be named (`dataCorrupted`, "the decoder's `keyNotFound`"); "any
    /// `DecodingError`" needs a rule that speaks of a `DecodingError`; an
    /// `EncodingError`, `invalidValue`; any error, a rule that says
    /// something throws or fails.
    static func errorKindProblem(kind: String, ruleText text: String) -> String? {
        let named: Bool
        switch kind {
        case "anyDecodingError": named = text.contains("DecodingError")
        case "any": named = ["throw", "error", "fail"].contains { text.lowercased().contains($0) }
        default: named = text.contains(kind)
        }
        guard !named else { return nil }
        let kinds = ["keyNotFound", "typeMismatch", "valueNotFound", "dataCorrupted", "invalidValue"].filter { text.contains($0) }
        let said = kinds.isEmpty ? (text.contains("DecodingError") ? "a `DecodingError` of any kind (expect \"anyDecodingError\")" : "no error")
            : kinds.map { "`\($0)`" }.joined(separator: " or ")
        return "it expects \(kind == "anyDecodingError" ? "any DecodingError" : kind == "any" ? "an error" : "`\(kind)`"), but its rule names \(said): a correct answer that throws what the rule says would fail it; expect what the rule names, or say it in the rule (and in docs/EXERCISES.md)"
    }

    /// Whether a value is nothing but errors reported as data: what an
    /// answer that throws on every input could give (an object holding
    /// `"thrown"`, or arrays and objects of them).
    static func onlyThrown(_ value: JSONValue) -> Bool {
        switch value {
        case let .object(fields):
            if fields["thrown"] != nil { return true }
            return !fields.isEmpty && fields.values.allSatisfy(onlyThrown)
        case let .array(items): return !items.isEmpty && items.allSatisfy(onlyThrown)
        default: return false
        }
    }

    /// The rules an answer that throws on every input meets: those whose
    /// every case expects an error, or nothing but errors reported as data.
    static func metByThrowing(_ cases: [GradingCase]) -> Set<Int> {
        var all: Set<Int> = [], accepting: Set<Int> = []
        for item in cases {
            guard let rule = item.rule else { continue }
            all.insert(rule)
            if case let .value(value) = item.expect, !onlyThrown(value) { accepting.insert(rule) }
        }
        return all.subtracting(accepting)
    }
}
