import Markdown

/// Reads code blocks through the snippet language, reporting every misuse at
/// its Markdown line.
public struct SnippetReader: Sendable {
    /// Attributes each language takes; any other language takes none.
    static let attributesByLanguage: [String: [String]] = [
        "swift": ["file", "append", "fails", "exercise"],
        "output": ["elide"],
        "hint": ["exercise"],
        "rules": ["exercise"],
        "quiz": ["id"],
    ]
    static let flags: Set<String> = ["append", "fails", "elide"]
    static let allAttributes = ["file", "append", "fails", "exercise", "elide", "id"]

    public let path: String
    public let knownExercises: Set<String>

    public init(path: String, knownExercises: Set<String>) {
        self.path = path
        self.knownExercises = knownExercises
    }

    public func read(_ block: CodeBlock, blockIndex: Int) -> Result<Snippet, LiterateErrors> {
        let info = InfoString(block.info)
        var problems: [String] = []
        let allowed = Self.attributesByLanguage[info.language] ?? []

        if block.isFenced && !block.isTerminated {
            problems.append("code block has no closing fence, so it runs to the end of the file; close it with a line of \(block.info.isEmpty ? "```" : "``` (as many backticks as opened it)")")
        }
        var seen: Set<String> = []
        for attribute in info.attributes {
            if !seen.insert(attribute.name).inserted {
                problems.append("attribute '\(attribute.name)' is given twice in info string '\(info.raw)'")
                continue
            }
            guard allowed.contains(attribute.name) else {
                if Self.allAttributes.contains(attribute.name) {
                    let takers = Self.attributesByLanguage.filter { $0.value.contains(attribute.name) }.keys.sorted()
                    problems.append("'\(info.language.isEmpty ? "(no language)" : info.language)' blocks take no attribute '\(attribute.name)' (only \(takers.map { "'\($0)'" }.joined(separator: ", ")) blocks do)")
                } else {
                    var message = "unknown attribute '\(attribute.name)' in info string '\(info.raw)'"
                    if let suggestion = closestMatch(to: attribute.name, in: allowed.isEmpty ? Self.allAttributes : allowed) {
                        message += "; did you mean '\(suggestion)'?"
                    } else if allowed.isEmpty {
                        message += "; '\(info.language)' blocks take no attributes"
                    } else {
                        message += "; '\(info.language)' blocks take \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
                    }
                    problems.append(message)
                }
                continue
            }
            if Self.flags.contains(attribute.name) {
                if attribute.value != nil {
                    problems.append("'\(attribute.name)' is a flag and takes no value: write '\(attribute.name)', not '\(attribute.name)=\(attribute.value!)'")
                }
            } else if attribute.value == nil || attribute.value!.isEmpty {
                problems.append("'\(attribute.name)' needs a value, as in '\(attribute.name)=\(attribute.name == "file" ? "Book.swift" : "kebab-strategy")'")
            }
        }

        let file = info.value(of: "file").flatMap { $0.isEmpty ? nil : $0 }
        if let file, !Self.isPlainSwiftFileName(file) {
            problems.append("'file=\(file)' is not a plain Swift file name: use letters, digits, '_', '+' or '-' and end with '.swift', e.g. 'file=Book.swift'")
        }
        if info.has("append") && info.has("fails") {
            problems.append("'append' cannot go with 'fails': a failing block stands in place of its whole file")
        } else if info.has("append") && file == nil {
            problems.append("'append' needs 'file=': say which file to append to, e.g. 'swift file=Book.swift append'")
        }
        if file != nil && info.has("exercise") {
            problems.append("a block is either a tangled file ('file=') or an exercise stub ('exercise='), not both")
        }
        if info.has("fails") && info.has("exercise") {
            problems.append("'fails' marks code that is only shown; it cannot also be an exercise's stub ('exercise=')")
        } else if info.language == "swift" && info.has("fails") && !info.has("file") {
            problems.append("a 'fails' block must say where it stands, e.g. 'swift fails file=main.swift': ./workbook verify compiles it there, in place of that file, and requires the error shown after it")
        }
        if let exercise = info.value(of: "exercise"), !exercise.isEmpty, !knownExercises.contains(exercise) {
            var message = "unknown exercise '\(exercise)'"
            if let suggestion = closestMatch(to: exercise, in: knownExercises.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; known exercises: \(knownExercises.sorted().joined(separator: ", "))"
            }
            problems.append(message)
        }
        if info.language == "hint" && info.value(of: "exercise") == nil && !info.has("exercise") {
            problems.append("a hint must say which exercise it helps with: 'hint exercise=<id>'")
        }
        if info.language == "rules" && !info.has("exercise") {
            problems.append("a rules block must say which exercise's task it states: 'rules exercise=<id>'")
        }
        if info.language == "quiz" {
            if let id = info.value(of: "id"), !id.isEmpty {
                if !id.allSatisfy({ ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "-" }) {
                    problems.append("a quiz id is letters, digits and dashes, e.g. 'quiz id=books-missing-key'")
                }
            } else if !info.has("id") {
                problems.append("a quiz needs an id, unique in its chapter: 'quiz id=<id>'")
            }
        }
        var codeProblems: [(Int, String)] = []
        if info.language == "quiz", case let .failure(found) = Quiz.parse(id: info.value(of: "id") ?? "", code: block.code) {
            codeProblems = found.problems
        }
        if info.language == "rules", case let .failure(found) = ExerciseRules.parse(exercise: info.value(of: "exercise") ?? "", text: block.code) {
            codeProblems = found.problems
        }
        if !codeProblems.isEmpty {
            let located = codeProblems.map { LiterateDiagnostic(path: path, line: block.firstCodeLine + $0.0, message: $0.1) }
            return .failure(LiterateErrors(problems.map { LiterateDiagnostic(path: path, line: block.line, message: $0) } + located))
        }

        guard problems.isEmpty else {
            return .failure(LiterateErrors(problems.map { LiterateDiagnostic(path: path, line: block.line, message: $0) }))
        }

        let kind: Snippet.Kind
        switch info.language {
        case "swift":
            if info.has("fails") { kind = .fails }
            else if let file { kind = .tangled(file: file, append: info.has("append")) }
            else if let exercise = info.value(of: "exercise") { kind = .exercise(id: exercise) }
            else { kind = .shown }
        case "output": kind = .output(elide: info.has("elide"))
        case "hint": kind = .hint(exercise: info.value(of: "exercise")!)
        case "rules": kind = .rules(exercise: info.value(of: "exercise")!)
        case "quiz": kind = .quiz(id: info.value(of: "id")!)
        case "quiz-answers": kind = .quizAnswers
        default: kind = .shown
        }
        let (compiled, visible): (String, String)
        switch kind {
        case .tangled, .exercise, .fails: (compiled, visible) = Snippet.splitHiddenLines(block.code)
        default: (compiled, visible) = (block.code, block.code)
        }
        return .success(Snippet(kind: kind, info: info, code: compiled, visibleCode: visible,
                                line: block.firstCodeLine, fenceLine: block.line, blockIndex: blockIndex))
    }

    static func isPlainSwiftFileName(_ name: String) -> Bool {
        guard name.hasSuffix(".swift"), name.count > 6 else { return false }
        return name.dropLast(6).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_+-".contains($0)) }
    }
}
