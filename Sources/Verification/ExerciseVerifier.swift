import Foundation
import Grading
import Literate
import Workers

/// `workbook verify --exercise <id>`: proves one exercise fair, and says
/// what is still missing or wrong in the order an author meets it: the
/// exercise's block in its chapter (stub, rules, "You are done when"), its
/// section of docs/EXERCISES.md (the chapter's rules word for word), the
/// reference answer, the starter, the harness, the cases and the generator;
/// then, run in the sandbox, the reference answer passes every case on
/// ``seeds``, the starter fails, every rule has a case, and every mutation
/// (`Solutions/<id>/mutations/rule<N>-<what>.swift`) fails some case of its
/// rule and no case of another rule but those its header names.
///
/// When something an author writes first is missing (or still holds the
/// scaffold's `TODO(author)` marker), the checks that need it are not run:
/// the report ends with what to do next.
public struct ExerciseVerifier: Sendable {
    public let setup: GraderSetup
    /// The seeds of the generated cases every check uses: fixed, so a
    /// failure is reproducible, and several, so a generator's rarer inputs
    /// are met.
    public let seeds: [UInt64]
    public let jobs: Int
    public let firstSlot: Int
    /// `verify --strict`: a rule that no mutation breaks is an error, not a
    /// note, and so is an exercise that does not say what each rule owns of
    /// the inputs (cases.json `"ownedInputs"`, `[]` when no rule owns a part).
    public var strict: Bool

    public static let defaultSeeds: [UInt64] = [20_231_115, 11, 271_828, 5]

    /// What `workbook new exercise` leaves where the author has to write.
    public static let marker = "TODO(author)"

    public typealias Finding = Verifier.Finding

    public init(setup: GraderSetup, seeds: [UInt64] = defaultSeeds, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, firstSlot: Int = 0, strict: Bool = false) {
        self.setup = setup
        self.seeds = seeds
        self.jobs = max(1, jobs)
        self.firstSlot = max(0, firstSlot)
        self.strict = strict
    }

    private func folder(_ id: String) -> ExerciseFolder { setup.course.folder(for: id) }

    // MARK: - The whole exercise

    public func verify(_ id: String, progress: @escaping @Sendable (String) -> Void = { _ in }) throws -> Verifier.Report {
        let start = Date()
        // The material the author wrote, read once (each check the runs
        // make reads it again, as a learner's check does).
        let material = ExerciseMaterial.read(folder(id))
        var findings = authoredFindings(material)
        guard findings.allSatisfy(\.passed) else {
            let first = findings.first { !$0.passed }!
            findings.append(Finding(location: first.location, passed: true, claim: "next",
                                    detail: "fix the first error above, then run './workbook verify --exercise \(id)' again (the sandboxed checks run once everything is written)",
                                    isNote: true))
            return Verifier.Report(findings: findings, duration: Date().timeIntervalSince(start))
        }
        findings += sandboxedFindings(material, progress: progress)
        return Verifier.Report(findings: findings, duration: Date().timeIntervalSince(start))
    }

    /// The checks that run programs, once everything is written: the
    /// reference answer, the starter, the cases' coverage and error kinds,
    /// nothing for nothing, the proof of what each case owns, and every
    /// mutation.
    func sandboxedFindings(_ material: ExerciseMaterial, progress: @escaping @Sendable (String) -> Void) -> [Finding] {
        let id = material.id
        let loaded = material.mutations
        let mutations = loaded.compactMap { try? $0.get() }.sorted { ($0.rule, $0.fileName) < ($1.rule, $1.fileName) }
        enum Run: Sendable { case reference, starter, mutation(MutationFile) }
        let runs: [Run] = [.reference, .starter] + mutations.map { .mutation($0) }
        let seeds = self.seeds
        let checked = ConcurrentRuns(jobs: jobs, firstSlot: firstSlot).map(runs) { run, slot -> (Finding, CheckResult?) in
            let found: (Finding, CheckResult?)
            switch run {
            case .reference: found = referenceCheck(id, seeds: seeds, slot: slot, material: material)
            case .starter: found = starterCheck(id, slot: slot, material: material)
            case let .mutation(mutation): found = mutationCheck(mutation, slot: slot, material: material)
            }
            progress("\(found.0.passed ? "ran" : "FAILED") \(found.0.location)")
            return found
        }
        // A problem that stops the reference answer's check (a harness that
        // does not compile) stops every other check the same way: it is
        // shown once, at the reference answer, and the others point there.
        let reference = checked[0].0
        let referenceResult = checked[0].1
        func pointed(_ found: (Finding, CheckResult?)) -> Finding? {
            guard found.1 == nil, referenceResult == nil, !reference.passed, found.0.location != reference.location, found.0.detail == reference.detail else { return nil }
            return Finding(location: found.0.location, passed: false, claim: found.0.claim,
                           detail: "not checked: its check stops at the problem shown at \(reference.location) above")
        }
        var findings: [Finding] = [reference]
        // The cases the reference answer fails are its finding's; no
        // mutation is judged on them (one wrong expectation, one error).
        let wrong = Set(referenceResult?.cases.filter { !$0.passed }.map(\.name) ?? [])
        let rules = setup.course.chapter(forExercise: id)?.rules(for: id)?.rules ?? []
        let guards = Set((try? material.cases.get())?.guards ?? [])
        let starter = checked[1]
        findings.append(pointed(starter) ?? starter.0)
        var allCases: [GradingCase] = []
        if let referenceResult {
            findings += coverageFindings(id, reference: referenceResult)
            allCases = (try? Checker(setup: setup).cases(of: material)) ?? []
            allCases += (try? Checker(setup: setup).generatedCases(of: material, seeds: seeds, slot: firstSlot)) ?? []
            findings += fixedCoverageFindings(material, rules: rules)
            findings += errorKindFindings(material, cases: allCases, rules: rules)
            findings += nothingForNothingFindings(material, starter: starter.1, cases: allCases, rules: rules, guards: guards)
            findings += ownershipFindings(material, cases: allCases, rules: rules, progress: progress)
        }
        findings += mutationFileFindings(id, loaded: loaded)
        for (found, run) in zip(checked.dropFirst(2), runs.dropFirst(2)) {
            guard case let .mutation(mutation) = run else { continue }
            if let shown = pointed(found) { findings.append(shown); continue }
            guard let result = found.1 else { findings.append(found.0); continue }
            findings.append(Self.judge(mutation, result: result, claim: found.0.claim, excluding: wrong))
        }
        return findings
    }
    // MARK: - What the author writes

    /// The checks that need no sandbox, in the order an author writes the
    /// files.
    public func authoredFindings(_ id: String) -> [Finding] {
        authoredFindings(ExerciseMaterial.read(folder(id)))
    }

    /// The checks that need no sandbox, on the material as read.
    func authoredFindings(_ material: ExerciseMaterial) -> [Finding] {
        let course = setup.course
        let id = material.id, folder = material.folder
        guard let chapter = course.chapter(forExercise: id),
              let stub = chapter.snippets.first(where: { $0.kind == .exercise(id: id) }) else {
            let hasAnswer = material.has(.answer)
            let known = course.exercises.map(\.id)
            let detail = hasAnswer
                ? "no chapter has its stub: add a '```swift exercise=\(id)' block to the chapter where it belongs (or run './workbook new exercise \(id) --chapter N' on a fresh id)"
                : "there is no exercise '\(id)'\(closestMatch(to: id, in: known).map { "; did you mean '\($0)'?" } ?? "") (run './workbook new exercise \(id) --chapter N' to start one)"
            return [Finding(location: hasAnswer ? folder.displayPath(.answer) : id, passed: false, claim: "the exercise has a block in a chapter", detail: detail)]
        }
        var findings: [Finding] = []
        func add(_ location: String, _ claim: String, _ problem: String?) {
            findings.append(Finding(location: location, passed: problem == nil, claim: claim, detail: problem ?? ""))
        }

        // 1. The chapter: the task's text, the stub, the rules, "You are done when".
        let lines = chapter.document.source.split(separator: "\n", omittingEmptySubsequences: false)
        let blocks = chapter.document.blocks
        let sectionStart = blocks[...stub.blockIndex].last { $0.kind == .heading(level: 2) || $0.kind == .heading(level: 3) }?.lines.lowerBound ?? stub.fenceLine
        let sectionEnd = blocks[stub.blockIndex...].first { $0.kind == .heading(level: 2) || $0.kind == .heading(level: 3) }?.lines.lowerBound ?? lines.count + 1
        let stubAt = "\(chapter.path):\(stub.fenceLine)"
        // The rules block's own placeholders are the next claim's.
        let rulesLines = chapter.snippets.first { $0.kind == .rules(exercise: id) }.map { $0.fenceLine...($0.line + $0.code.split(separator: "\n", omittingEmptySubsequences: false).count) }
        let placeholders = (sectionStart..<sectionEnd).filter { $0 - 1 < lines.count && lines[$0 - 1].contains(Self.marker) && !(rulesLines?.contains($0) ?? false) }
        add(placeholders.first.map { "\(chapter.path):\($0)" } ?? stubAt, "the exercise's text and stub are written",
            placeholders.isEmpty ? nil : "line\(placeholders.count == 1 ? "" : "s") \(placeholders.map(String.init).joined(separator: ", ")) still hold\(placeholders.count == 1 ? "s" : "") the scaffold's \(Self.marker): write the task (what to write, why) and the starter code a learner begins with")
        if let rulesBlock = chapter.snippets.first(where: { $0.kind == .rules(exercise: id) }), let rules = rulesBlock.rules {
            let unwritten = rules.rules.filter { $0.text.contains(Self.marker) }
            let line = unwritten.first.flatMap { rule in
                rulesBlock.code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("\(rule.number). ") }.map { rulesBlock.line + $0 }
            } ?? rulesBlock.fenceLine
            add("\(chapter.path):\(line)", "the rules are stated (\(rules.rules.count))",
                unwritten.isEmpty ? nil : "rule \(unwritten.map { String($0.number) }.joined(separator: ", ")) still hold\(unwritten.count == 1 ? "s" : "") the scaffold's \(Self.marker): write each rule as one sentence a case can check (what the answer does for one kind of input)")
        } else {
            add(stubAt, "the rules are stated", "the exercise has no rules block: after the stub, add '```rules exercise=\(id)' with numbered sentences ('1. …'), one per thing a case checks")
        }
        let doneWhen = (stub.fenceLine..<sectionEnd).contains { $0 - 1 < lines.count && lines[$0 - 1].contains("You are done when") }
        add(stubAt, "the exercise says when the learner is done",
            doneWhen ? nil : "no 'You are done when …' sentence after the stub in its section: say what the learner runs to know they are done (\"You are done when `./workbook check \(id)` passes.\")")
        // Its visible case, and the commands that sentence names.
        let doneWhenProblems = TaskTextClaims.doneWhenProblems(id: id, chapter: chapter, course: course)
        add(doneWhenProblems.first.map { "\(chapter.path):\($0.line)" } ?? stubAt, "the exercise has a visible case, and its done-when commands run it",
            doneWhenProblems.isEmpty ? nil : doneWhenProblems.map(\.message).joined(separator: "\n    "))
        let docURL = course.root.appendingPathComponent("docs/EXERCISES.md")
        if let doc = try? String(contentsOf: docURL, encoding: .utf8) {
            // The course's index of exercises: its tests require the same rules there.
            let docLines = doc.split(separator: "\n", omittingEmptySubsequences: false)
            if let start = docLines.firstIndex(where: { $0.hasPrefix("## ") && $0.contains("`\(id)`") }) {
                let end = docLines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? docLines.count
                let marked = docLines[start..<end].firstIndex { $0.contains(Self.marker) }
                add("docs/EXERCISES.md:\((marked ?? start) + 1)", "docs/EXERCISES.md describes the exercise",
                    marked == nil ? nil : "still holds the scaffold's \(Self.marker): say what the answer declares, copy the chapter's rules word for word under 'Rules:', and say what the hidden cases try")
                if marked == nil, let chapterRules = chapter.rules(for: id) {
                    let rulesAt = chapter.snippets.first { $0.kind == .rules(exercise: id) }.map { "\(chapter.path):\($0.fenceLine)" } ?? stubAt
                    let problem = Self.documentedRulesProblem(docLines.map(String.init), section: start..<end, chapter: chapterRules, chapterAt: rulesAt)
                    add("docs/EXERCISES.md:\(problem?.line ?? start + 1)", "docs/EXERCISES.md states the chapter's rules word for word", problem?.message)
                }
            } else {
                add("docs/EXERCISES.md", "docs/EXERCISES.md describes the exercise",
                    "no section for '\(id)': add '## `\(id)` — chapter \(chapter.number)' with what the answer declares and the chapter's rules under 'Rules:' (the course's tests compare them)")
            }
        }
        do {
            let drift = try TangledTarget(course: course, chapter: chapter).drift(in: course)
            add(drift.first?.path ?? "Tangled/\(chapter.targetName)", "Tangled/ matches \(chapter.path)",
                drift.isEmpty ? nil : "\(drift.count) file\(drift.count == 1 ? "" : "s") out of date: run './workbook tangle' (the chapter's code, with the reference answer in place of the stub, is tangled into Tangled/\(chapter.targetName))")
        } catch {
            add("Tangled/\(chapter.targetName)", "Tangled/ matches \(chapter.path)", "cannot tangle the chapter: \(error)")
        }

        // 2.–5. The files of Solutions/<id>/.
        func file(_ file: ExerciseFolder.File, _ claim: String, missing: String) {
            let path = folder.displayPath(file)
            guard let text = material.text(file) else {
                return add(path, claim, "missing: \(missing)")
            }
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return add(path, claim, "the file is empty: \(missing)")
            }
            let marked = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(Self.marker) }
            add(path + (marked.map { ":\($0 + 1)" } ?? ""), claim,
                marked == nil ? nil : "still holds the scaffold's \(Self.marker): \(missing)")
        }
        let cases = ExerciseFolder.File.cases.rawValue
        file(.answer, "the reference answer is written", missing: "write exactly what a learner writes at this step, following every rule")
        file(.harness, "the harness is written", missing: "write `WorkbookExercise.run(_:)`, which turns one case's input into a JSON-able result by calling the answer's code (docs/EXERCISE-FORMAT.md)")
        file(.cases, "the hidden cases are written", missing: "write \(cases): cases with a name, the rule they check, an input and the expected value or error (docs/EXERCISE-FORMAT.md)")
        if findings.last?.passed == true {
            switch material.cases {
            case let .success(file):
                let numbers = Set(chapter.rules(for: id)?.rules.map(\.number) ?? [])
                let text = material.text(.cases) ?? ""
                let stray = file.cases.filter { $0.rule.map { !numbers.contains($0) } ?? true }
                let line = stray.first.flatMap { item in lineNumber(of: "\"name\": \(jsonString(item.name))", in: text) }
                add(folder.displayPath(.cases) + (line.map { ":\($0)" } ?? ""), "every case names one of the exercise's rules",
                    stray.isEmpty ? nil : "\(stray.map { "'\($0.name)' (\($0.rule.map { "rule \($0)" } ?? "no rule"))" }.joined(separator: ", ")): give each case \"rule\": N, the number of the rule in the chapter's rules block (1…\(numbers.max() ?? 0)) that it checks")
            case let .failure(.invalidCases(path, reason)):
                // The path holds the line and column where the file is not JSON.
                add(path, "the hidden cases load", reason)
            case let .failure(error):
                add(folder.displayPath(.cases), "the hidden cases load", "\(error)")
            }
        }
        file(.generator, "the generator is written", missing: "write `WorkbookGenerator.cases(_:)`, which makes varied inputs from a seed so that an answer that tabulates \(cases) fails (docs/EXERCISE-FORMAT.md)")
        return findings
    }

    // MARK: - Checks in the sandbox

    /// The reference answer passes every case, fixed and generated on
    /// `seeds` (a fresh seed when nil), and its result. `material` is the
    /// exercise's, when already read.
    func referenceCheck(_ id: String, seeds: [UInt64]?, slot: Int, material: ExerciseMaterial? = nil) -> (Finding, CheckResult?) {
        let path = folder(id).displayPath(.answer)
        let claim = "the reference answer passes \(id)"
        do {
            let checker = Checker(setup: setup)
            let result: CheckResult
            if let seeds {
                let material = try material ?? checker.material(for: id)
                // A private solutions folder without it: the course's own.
                let text = try material.text(.answer) ?? String(contentsOf: setup.course.referenceAnswer(for: id), encoding: .utf8)
                result = try checker.check(CheckRequest(exercise: .material(material), answer: .text(text, shownAs: path), seeds: .these(seeds), slot: slot))
            } else {
                result = try checker.check(CheckRequest(exercise: .id(id), answer: .file(setup.course.referenceAnswer(for: id), shownAs: path), slot: slot))
            }
            let detail = result.passed ? ""
                : result.compileFailure != nil ? "it does not compile with the chapter's code at its step:\n    " + Self.summary(result)
                : "cases it fails (fix the answer, or the case if the rules say otherwise):\n    " + Self.summary(result)
            return (Finding(location: path, passed: result.passed, claim: claim, detail: detail), result)
        } catch {
            return (Finding(location: path, passed: false, claim: claim, detail: Self.setupProblem(error)), nil)
        }
    }

    public func referenceFinding(_ id: String, seeds: [UInt64]?, slot: Int) -> Finding {
        referenceCheck(id, seeds: seeds, slot: slot).0
    }

    /// The chapter's stub, as a learner's fresh file, compiles and fails.
    public func starterFinding(_ id: String, slot: Int, material: ExerciseMaterial? = nil) -> Finding {
        starterCheck(id, slot: slot, material: material, seeds: nil).0
    }

    /// The stub's check on `seeds` (a fresh seed when nil), and its result.
    func starterCheck(_ id: String, slot: Int, material: ExerciseMaterial? = nil) -> (Finding, CheckResult?) {
        starterCheck(id, slot: slot, material: material, seeds: seeds)
    }

    private func starterCheck(_ id: String, slot: Int, material: ExerciseMaterial?, seeds: [UInt64]?) -> (Finding, CheckResult?) {
        let location = starterLocation(id)
        let claim = "the starter stub fails \(id)"
        do {
            let text = try LearnerWorkspace(course: setup.course).starterText(for: id)
            let checker = Checker(setup: setup)
            let material = try material ?? checker.material(for: id)
            let result = try seeds.map { try checker.check(CheckRequest(exercise: .material(material), answer: .text(text, shownAs: "Exercises/\(id).swift"), seeds: .these($0), slot: slot)) }
                ?? checker.check(CheckRequest(exercise: .material(material), answer: .text(text, shownAs: "Exercises/\(id).swift"), slot: slot))
            let detail = result.status == .passed ? "the stub passes: it must fail, or the exercise asks for nothing"
                : result.status == .compileError ? "the stub does not compile with the chapter's code: a learner's fresh file must compile\n    " + Self.summary(result) : ""
            return (Finding(location: location, passed: result.status == .failed, claim: claim, detail: detail), result)
        } catch {
            return (Finding(location: location, passed: false, claim: claim, detail: Self.setupProblem(error)), nil)
        }
    }

    func starterLocation(_ id: String) -> String {
        setup.course.chapter(forExercise: id).flatMap { chapter in
            chapter.snippets.first { $0.kind == .exercise(id: id) }.map { "\(chapter.path):\($0.fenceLine)" }
        } ?? id
    }

    /// Every rule has a case, fixed or generated.
    func coverageFindings(_ id: String, reference: CheckResult) -> [Finding] {
        guard let rules = setup.course.chapter(forExercise: id)?.rules(for: id)?.rules else { return [] }
        let covered = Set(reference.cases.filter(\.hidden).compactMap(\.rule))
        return rules.map { rule in
            Finding(location: folder(id).displayPath(.cases), passed: covered.contains(rule.number), claim: "rule \(rule.number) has a case",
                    detail: "no case checks rule \(rule.number): add one to \(ExerciseFolder.File.cases.rawValue) (\"rule\": \(rule.number)) or to the generator, whose input breaks only that rule")
        }
    }

    /// The mutation files that are not well formed, and the rules no
    /// mutation breaks (a note).
    public func mutationFileFindings(_ id: String, loaded: [Result<MutationFile, MutationFile.Problem>]) -> [Finding] {
        var findings: [Finding] = []
        let rules = Set(setup.course.chapter(forExercise: id)?.rules(for: id)?.rules.map(\.number) ?? [])
        for item in loaded {
            switch item {
            case let .failure(problem):
                findings.append(Finding(location: "\(problem.displayPath):\(problem.line)", passed: false, claim: "a mutation names the rule it breaks", detail: problem.message))
            case let .success(mutation):
                let unknown = ([mutation.rule] + mutation.alsoFails.sorted()).filter { !rules.contains($0) }
                if !unknown.isEmpty {
                    findings.append(Finding(location: "\(mutation.displayPath):1", passed: false, claim: "a mutation names the rule it breaks",
                                            detail: "\(id) has no rule \(unknown.map(String.init).joined(separator: ", ")) (its rules: 1…\(rules.max() ?? 0)); fix the header and the file name"))
                }
            }
        }
        let broken = Set(loaded.compactMap { try? $0.get().rule })
        for rule in rules.sorted() where !broken.contains(rule) {
            findings.append(Finding(location: folder(id).mutationDisplayPath(), passed: !strict, claim: "rule \(rule) has a mutation",
                                    detail: "no mutation breaks rule \(rule): add \(ExerciseFolder.mutationsName)/rule\(rule)-<what>.swift, the reference answer with only rule \(rule) broken (first line '// breaks: rule \(rule)'), so verify proves the cases catch it and blame no other rule"
                                        + (strict ? " (verify --strict requires one per rule)" : ""),
                                    isNote: !strict))
        }
        return findings
    }

    /// The mutation fails some case of its rule and no case of another
    /// rule but those its header names, on every seed. `material` is the
    /// exercise's, when already read.
    public func mutationFinding(_ mutation: MutationFile, slot: Int, material: ExerciseMaterial? = nil) -> Finding {
        let (finding, result) = mutationCheck(mutation, slot: slot, material: material)
        return result.map { Self.judge(mutation, result: $0, claim: finding.claim) } ?? finding
    }

    /// The mutation's check on every seed, unjudged (its finding says only
    /// why it could not run).
    func mutationCheck(_ mutation: MutationFile, slot: Int, material: ExerciseMaterial? = nil) -> (Finding, CheckResult?) {
        let claim = Self.claim(of: mutation)
        do {
            let checker = Checker(setup: setup)
            let result = try checker.check(CheckRequest(exercise: .material(material ?? checker.material(for: mutation.exercise)), answer: .text(mutation.text, shownAs: mutation.displayPath), seeds: .these(seeds), slot: slot))
            return (Finding(location: "\(mutation.displayPath):1", passed: true, claim: claim, detail: ""), result)
        } catch {
            return (Finding(location: "\(mutation.displayPath):1", passed: false, claim: claim, detail: Self.setupProblem(error)), nil)
        }
    }

    static func claim(of mutation: MutationFile) -> String {
        "breaks rule \(mutation.rule) and no other\(mutation.alsoFails.isEmpty ? "" : " but rule \(mutation.alsoFails.sorted().map(String.init).joined(separator: ", "))")"
    }

    /// Whether a mutation's check result holds its claim. The cases named
    /// in `excluding` (those the reference answer fails, shown at its
    /// finding) are left out. An `also fails: rule N` allowance stands only
    /// where the mutation fails *every* case of rule N: then rule N cannot
    /// be seen at all once rule k is broken. When a case of rule N still
    /// passes, rule N's cases can be written so that this bug does not
    /// reach them, and the allowance goes.
    public static func judge(_ mutation: MutationFile, result: CheckResult, claim: String? = nil, excluding: Set<String> = []) -> Finding {
        let claim = claim ?? Self.claim(of: mutation)
        let location = "\(mutation.displayPath):1"
        let cases = result.cases.filter { !excluding.contains($0.name) }
        if let failure = result.compileFailure {
            let first = failure.diagnostics.first
            return Finding(location: first.map { "\($0.file):\($0.line)" } ?? location, passed: false, claim: claim,
                           detail: "it does not compile: a mutation is the reference answer with one rule broken, and must build\n    " + summary(result))
        }
        let failing = cases.filter { $0.hidden && !$0.passed }
        guard failing.contains(where: { $0.rule == mutation.rule }) else {
            let also = failing.isEmpty ? "it passes every case" : "it fails only cases of other rules (\(Set(failing.compactMap(\.rule)).sorted().map { "rule \($0)" }.joined(separator: ", ")))"
            return Finding(location: location, passed: false, claim: claim,
                           detail: "no case of rule \(mutation.rule) fails: \(also). Add a case of rule \(mutation.rule) (to \(ExerciseFolder.File.cases.rawValue) or the generator) whose input shows this bug, or fix the mutation")
        }
        let allowed = mutation.alsoFails.union([mutation.rule])
        let blamed = failing.filter { $0.rule.map { !allowed.contains($0) } ?? true }
        guard blamed.isEmpty else {
            let list = blamed.prefix(6).map { "\($0.name) (rule \($0.rule.map(String.init) ?? "none")): \($0.message.split(separator: "\n").first ?? "")" }
            let others = Set(blamed.compactMap(\.rule)).sorted().map { "rule \($0)" }.joined(separator: ", ")
            return Finding(location: location, passed: false, claim: claim,
                           detail: "cases of other rules fail too, so a learner with this one bug would be told they broke those rules:\n    " + list.joined(separator: "\n    ")
                               + "\n    if the mutation also changes what \(others.isEmpty ? "another rule" : others) states, it breaks two rules: change only what rule \(mutation.rule) states"
                               + "\n    else make those cases' other inputs plain (or compare only what their rule fixes, with \"compare\"), or, if that rule can only be seen through rule \(mutation.rule) (every one of its cases fails with this bug), name it on the header's '// also fails: rule N (why)' line")
        }
        // Each allowance: needed, and only where the other rule cannot be
        // seen at all without this one.
        for other in mutation.alsoFails.sorted() {
            let own = cases.filter { $0.hidden && $0.rule == other }
            let failed = own.filter { !$0.passed }
            if failed.isEmpty {
                return Finding(location: "\(mutation.displayPath):2", passed: false, claim: claim,
                               detail: "'also fails: rule \(other)' is not needed: no case of rule \(other) fails with this bug. Take rule \(other) off the line (and the line, when it names no other rule)")
            }
            if failed.count < own.count {
                let passing = own.filter(\.passed).prefix(4).map(\.name).joined(separator: ", ")
                return Finding(location: "\(mutation.displayPath):2", passed: false, claim: claim,
                               detail: "'also fails: rule \(other)' is allowed only when no answer can break rule \(mutation.rule) without rule \(other), and some cases of rule \(other) pass with this bug (\(passing)), so its other cases can be written that way too: "
                                   + "make the \(failed.count) that fail (\(failed.prefix(4).map(\.name).joined(separator: ", "))) plain in what rule \(mutation.rule) fixes, or compare only what rule \(other) fixes, and take rule \(other) off the line")
            }
        }
        return Finding(location: location, passed: true, claim: claim, detail: "")
    }

    /// Where docs/EXERCISES.md's 'Rules:' list, in the exercise's section
    /// (`section`, 0-based line indices of `lines`), first differs from the
    /// chapter's rules block (at `chapterAt`), and what to do: nil when they
    /// are the same numbered rules, white space aside.
    static func documentedRulesProblem(_ lines: [String], section: Range<Int>, chapter: ExerciseRules, chapterAt: String) -> (line: Int, message: String)? {
        guard let rulesAt = lines[section].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Rules:" }) else {
            return (section.lowerBound + 1, "the section has no 'Rules:' line: copy the chapter's rules (\(chapterAt)) word for word under a line 'Rules:'")
        }
        // The numbered lines after "Rules:", up to the first blank line after them.
        var listed: [(line: Int, text: String)] = []
        for index in (rulesAt + 1)..<section.upperBound {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { if listed.isEmpty { continue } else { break } }
            listed.append((index + 1, trimmed))
        }
        func normalised(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let documented: ExerciseRules
        switch ExerciseRules.parse(exercise: chapter.exercise, text: listed.map(\.text).joined(separator: "\n")) {
        case let .success(rules): documented = rules
        case let .failure(problems):
            let first = problems.problems.first
            let line = first.flatMap { $0.0 < listed.count ? listed[$0.0].line : nil } ?? rulesAt + 1
            return (line, "the 'Rules:' list: \(first?.1 ?? "not numbered sentences ('1. …')"); copy the chapter's rules (\(chapterAt)) word for word")
        }
        for index in 0..<max(chapter.rules.count, documented.rules.count) {
            let inChapter = index < chapter.rules.count ? "\(index + 1). " + normalised(chapter.rules[index].text) : "(no rule \(index + 1))"
            let inDoc = index < documented.rules.count ? "\(index + 1). " + normalised(documented.rules[index].text) : "(no rule \(index + 1))"
            guard inChapter != inDoc else { continue }
            let line = listed.first { $0.text.hasPrefix("\(index + 1). ") }?.line ?? rulesAt + 1
            return (line, "rule \(index + 1) differs from the chapter's (\(chapterAt)):\n    chapter: \(inChapter)\n    docs:    \(inDoc)\n    copy the chapter's rules word for word (the course's FairnessTests compare them)")
        }
        return nil
    }

    static func summary(_ result: CheckResult) -> String {
        if let failure = result.compileFailure {
            return failure.diagnostics.prefix(4).map { "\($0.file):\($0.line): \($0.message)" }.joined(separator: "\n    ")
        }
        let failing = result.cases.filter { !$0.passed }
        return failing.prefix(4).map { "\($0.name): \($0.message.split(separator: "\n").prefix(3).joined(separator: " / "))" }.joined(separator: "\n    ")
            + (failing.count > 4 ? "\n    … and \(failing.count - 4) more" : "")
    }

    static func setupProblem(_ error: Error) -> String {
        "the check could not run: \(error)"
    }

    private func lineNumber(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    private func jsonString(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\(text)\""
    }
}

/// Runs work items at most `jobs` at a time, each with its own sandbox
/// slot, and gives their results in the items' order.
struct ConcurrentRuns: Sendable {
    let jobs: Int
    let firstSlot: Int

    func map<Item: Sendable, Value: Sendable>(_ items: [Item], _ body: @escaping @Sendable (Item, Int) -> Value) -> [Value] {
        WorkerPool(workers: jobs, firstSlot: firstSlot).map(items, body)
    }
}
