import Foundation
import Literate
import Sandbox
import Toolchain

/// Grades answers: the single grading path used by `workbook check`,
/// `workbook grade` and `workbook verify`.
public struct Checker: Sendable {
    public let setup: GraderSetup

    public init(setup: GraderSetup) {
        self.setup = setup
    }

    /// The exercises' ids, in course order.
    public var exerciseIDs: [String] { setup.course.exercises.map(\.id) }

    /// The exercise's grading material, read once from the course's
    /// solutions folder (an unknown exercise reads nothing).
    public func material(for id: String) throws -> ExerciseMaterial {
        guard setup.course.chapter(forExercise: id) != nil else {
            let known = exerciseIDs
            throw GradingError.unknownExercise(id, known: known, suggestion: closestMatch(to: id, in: known))
        }
        return ExerciseMaterial.read(setup.course.folder(for: id))
    }

    /// The hidden cases of an exercise: its material's, then an
    /// instructor's `<extra>/<id>.json` when given.
    public func cases(for id: String, extraCasesDirectory: URL? = nil) throws -> [GradingCase] {
        try cases(of: material(for: id), extraCasesDirectory: extraCasesDirectory)
    }

    /// The hidden cases of the exercise whose material is `material`, then
    /// an instructor's `<extra>/<id>.json` when given.
    public func cases(of material: ExerciseMaterial, extraCasesDirectory: URL? = nil) throws -> [GradingCase] {
        let id = material.id
        var cases = try material.cases.get().cases
        if let extraCasesDirectory {
            let extra = extraCasesDirectory.appendingPathComponent("\(id).json")
            if FileManager.default.fileExists(atPath: extra.path) {
                let more = try CaseFile.load(extra, displayPath: extra.path, origin: extraCasesDirectory.lastPathComponent).cases
                let clash = Set(cases.map(\.name)).intersection(more.map(\.name))
                guard clash.isEmpty else {
                    throw GradingError.invalidCases(path: extra.path, reason: "case names \(clash.sorted().map { "'\($0)'" }.joined(separator: ", ")) are already used by \(material.folder.displayPath(.cases)); rename them")
                }
                cases += more
            }
        }
        return cases
    }

    /// Points an exercise is worth (its cases' "points", default 10).
    public func points(for id: String) -> Double {
        (try? material(for: id))?.points ?? 10
    }

    public func validate(exercise id: String) throws -> (Chapter, Tangler.ExerciseStep) {
        guard let chapter = setup.course.chapter(forExercise: id) else {
            let known = exerciseIDs
            throw GradingError.unknownExercise(id, known: known, suggestion: closestMatch(to: id, in: known))
        }
        return (chapter, try setup.course.tangler(for: chapter).exerciseStep(id))
    }

    /// The digest of an exercise's whole grading material (every file of
    /// its solutions folder, and the grader's driver): part of the key of
    /// every stored verdict, so that a corrected reference answer,
    /// generator, bridge, harness or cases grades again
    /// (``ExerciseMaterial/digest``; empty for an unknown exercise).
    public func materialDigest(for id: String) -> Data {
        (try? material(for: id))?.digest ?? Data()
    }

    /// How an exercise's results hold sealed strings, if they do.
    func sealedStrings(_ material: ExerciseMaterial) -> SealedStrings? {
        (try? material.cases.get())?.sealed
    }

    /// Where an exercise's results hold dates, if they do.
    func dateFields(_ material: ExerciseMaterial) -> DateFields? {
        (try? material.cases.get())?.dates
    }

    /// How a verdict spells the exercise's results, if it says.
    /// A struct's dates read as the case file's `"dates"` say.
    func swiftSpelling(_ material: ExerciseMaterial) -> SwiftSpelling? {
        guard let cases = try? material.cases.get(), var spelling = cases.swift else { return nil }
        spelling.dates = cases.dates
        return spelling
    }

    /// A fresh seed for generated cases: printed with the verdict so that
    /// `--seed` makes the same cases again.
    public static func freshSeed() -> UInt64 { UInt64.random(in: 1...999_999_999) }

    /// The cases the exercise's generator makes for `seeds`, with the
    /// results the reference answer gives as their expectations (none when
    /// the exercise has no generator). Seeds made before come from the
    /// cache (``GeneratedCaseStore``); the reference answer runs only for
    /// the others.
    public func generatedCases(for id: String, seeds: [UInt64], slot: Int = 0) throws -> [GradingCase] {
        try generatedCases(material(for: id), seeds: seeds, slot: slot)
    }

    /// Makes the generated cases of `seeds` that are not in the cache yet,
    /// a few seeds per run of the reference answer and no spares: a class
    /// grade makes the seeds of its next students together, so that each
    /// answer's check finds its cases made.
    public func makeGeneratedCases(_ material: ExerciseMaterial, seeds: [UInt64], slot: Int = 0) throws {
        _ = try generatedCases(material, seeds: seeds, slot: slot, spares: false)
    }

    func generatedCases(_ material: ExerciseMaterial, seeds: [UInt64], slot: Int, spares makesSpares: Bool = true) throws -> [GradingCase] {
        let id = material.id
        guard material.hasGenerator, !seeds.isEmpty else { return [] }
        let (program, store, referencePath) = try reference(material)
        var made: [UInt64: [GradingCase]] = [:]
        for seed in Set(seeds) { made[seed] = store.cases(seed: seed) }
        let missing = Array(Set(seeds.filter { made[$0] == nil })).sorted()
        if !missing.isEmpty {
            // One seed to make: make a few spares in the same run.
            var spares: [UInt64] = []
            if missing.count == 1 && makesSpares {
                while spares.count < GeneratedCaseStore.sparesPerRun {
                    let seed = Self.freshSeed()
                    if seed != missing[0], !spares.contains(seed) { spares.append(seed) }
                }
            }
            var runner = CaseRunner(setup: setup, program: program, slot: slot, answerPath: referencePath)
            runner.sealed = sealedStrings(material)
            // The reference answer makes its expectations in the zone the answer's cases run in.
            runner.dates = dateFields(material)
            let all = missing + spares
            // A few seeds per run keep each run well under the output limit.
            var bySeed: [String: [GradingCase]] = [:]
            for start in stride(from: 0, to: all.count, by: 10) {
                for item in try runner.generate(seeds: all[start..<min(start + 10, all.count)].map(String.init), exercise: id) {
                    bySeed[item.seed ?? "", default: []].append(item)
                }
            }
            for seed in all {
                let cases = bySeed[String(seed)] ?? []
                store.save(cases, seed: seed, spare: spares.contains(seed))
                // As a later check reads them back, so that a seed's cases are
                // the same values whether just made or stored (a sealed
                // string's mark is stored as its JSON notation).
                if missing.contains(seed) { made[seed] = store.cases(seed: seed) ?? cases }
            }
        }
        // Names say their seed when there are several.
        return seeds.flatMap { seed in
            (made[seed] ?? []).map { item in
                guard seeds.count > 1 else { return item }
                var named = GradingCase(name: item.name + " (seed \(seed))", explain: item.explain, input: item.input, expect: item.expect, origin: item.origin, rule: item.rule)
                named.seed = item.seed
                named.compare = item.compare
                return named
            }
        }
    }

    /// A seed whose cases the reference answer made before and no check
    /// has used, if there is one (see ``GeneratedCaseStore``).
    func spareSeed(_ material: ExerciseMaterial) -> UInt64? {
        guard material.hasGenerator, let (_, store, _) = try? reference(material) else { return nil }
        return store.claimSpare()
    }

    /// The reference answer's program and its store of generated cases.
    private func reference(_ material: ExerciseMaterial) throws -> (ProgramBuilder.Program, GeneratedCaseStore, String) {
        let id = material.id
        let (chapter, step) = try validate(exercise: id)
        let referencePath = material.folder.displayPath(.answer)
        guard let reference = material.text(.answer) else {
            throw GradingError.setup("\(referencePath) is missing: generated cases need the reference answer")
        }
        switch try ProgramBuilder(setup: setup).build(step: step, chapter: chapter, material: material, answerText: reference, answerPath: referencePath) {
        case let .compileFailed(failure):
            throw GradingError.setup("the reference answer of '\(id)' does not compile, so its generated cases have no expected results:\n\(failure.diagnostics.prefix(5).map(\.rendered).joined(separator: "\n"))")
        case let .built(program):
            // The expected results depend on the reference program and on how
            // cases.json says to read them (sealed strings, the dates' zone).
            var key = program.executable.deletingLastPathComponent().lastPathComponent
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let sealed = sealedStrings(material), let data = try? encoder.encode(sealed) { key += "-" + GraderSetup.digest(data).prefix(12) }
            if let dates = dateFields(material), let data = try? encoder.encode(dates) { key += "-" + GraderSetup.digest(data).prefix(12) }
            return (program, try GeneratedCaseStore(cache: setup.cacheDirectory, programKey: key), referencePath)
        }
    }

    /// Checks one answer: reads it (when it is a file), builds it with its
    /// chapter's code and the harness, and runs the visible case, the fixed
    /// cases and the generated cases of `request.seeds` in the sandbox.
    public func check(_ request: CheckRequest) throws -> CheckResult {
        // The answer is read first: a missing file is said as such even
        // when the exercise's id is unknown too.
        let text: String, shownAs: String
        switch request.answer {
        case let .file(url, name):
            shownAs = name ?? url.path
            text = try answerText(at: url, displayPath: shownAs, exercise: request.exerciseID)
        case let .text(given, name):
            (text, shownAs) = (given, name)
        }
        let material: ExerciseMaterial
        switch request.exercise {
        case let .id(id): material = try self.material(for: id)
        case let .material(given): material = given
        }
        let seeds: [UInt64]
        switch request.seeds {
        // A fresh seed: one made before as a spare, whose cases no check
        // has seen, else a new one.
        case .fresh: seeds = material.hasGenerator ? [spareSeed(material) ?? Self.freshSeed()] : []
        case let .one(seed): seeds = material.hasGenerator ? [seed] : []
        case let .these(given): seeds = given
        }
        return try grade(material, answerText: text, answerPath: shownAs, extraCasesDirectory: request.extraCasesDirectory, seeds: seeds, slot: request.slot)
    }

    /// The largest answer file a check reads (as `workbook grade` does).
    public static let maximumAnswerBytes = AnswerText.maximumBytes

    /// The text of the answer file at `answer`, or why it is not an answer
    /// (missing, unreadable, not UTF-8, NUL bytes, empty), shown as `displayPath`.
    public func answerText(at answer: URL, displayPath display: String, exercise id: String) throws -> String {
        guard FileManager.default.fileExists(atPath: answer.path) else { throw GradingError.missingAnswer(path: display) }
        // No larger than a class's answers may be (`workbook grade`): every
        // reader of the text is linear, and this keeps it quick.
        if let size = (try? FileManager.default.attributesOfItem(atPath: answer.path))?[.size] as? Int, let problem = AnswerText.sizeProblem(bytes: size) {
            throw problem.unreadableAnswer(path: display, exercise: id)
        }
        let data: Data
        do { data = try Data(contentsOf: answer) } catch {
            throw GradingError.unreadableAnswer(path: display, reason: "cannot read the file (\(error.localizedDescription))")
        }
        do { return try AnswerText.validate(data) } catch { throw error.unreadableAnswer(path: display, exercise: id) }
    }

    /// Whether the exercise has a generator.
    public func hasGenerator(_ id: String) -> Bool {
        setup.course.folder(for: id).exists(.generator)
    }

    /// Checks an answer against the exercise's material, read once, on the
    /// fixed cases and the generated cases of every seed in `seeds`.
    private func grade(_ material: ExerciseMaterial, answerText: String, answerPath: String, extraCasesDirectory: URL? = nil, seeds: [UInt64], slot: Int = 0) throws -> CheckResult {
        let id = material.id
        let (chapter, step) = try validate(exercise: id)
        let seed = seeds.count == 1 ? seeds.first : nil
        let cases = try cases(of: material, extraCasesDirectory: extraCasesDirectory)
        let outcome = try ProgramBuilder(setup: setup).build(step: step, chapter: chapter, material: material, answerText: answerText, answerPath: answerPath)
        switch outcome {
        case let .compileFailed(failure):
            return CheckResult(exercise: id, answerPath: answerPath, status: .compileError, compileFailure: failure, cases: [],
                               isolation: setup.sandbox.isolation, compileSeconds: 0, runSeconds: 0, seed: seed)
        case let .built(program):
            let start = Date()
            let generated = try generatedCases(material, seeds: seeds, slot: slot)
            var runner = CaseRunner(setup: setup, program: program, slot: slot, answerPath: answerPath)
            runner.sealed = sealedStrings(material)
            runner.dates = dateFields(material)
            runner.spelling = swiftSpelling(material)
            // The visible case and every hidden case, in one sandboxed run
            // (two where the cases run in another time zone: RunEnvironment).
            // Each result names the rule its case checks.
            let rules = chapter.rules(for: id)?.rules.map { RuleStatement(number: $0.number, text: $0.text) }
            let orderRules = Set((try? material.cases.get())?.orderRules ?? [])
            let results = try runner.checkedInSecondOrder(runner.runCheck(expected: step.visibleOutput, chapterPath: chapter.path, cases: cases + generated),
                                                          cases: cases + generated, orderRules: orderRules, chapterPath: chapter.path).map { item in
                var item = item
                item.explain = item.explain ?? item.rule.flatMap { rule in rules?.first { $0.number == rule }?.text }
                return item
            }
            let status: CheckResult.Status = results.allSatisfy(\.passed) ? .passed : .failed
            var result = CheckResult(exercise: id, answerPath: answerPath, status: status, compileFailure: nil, cases: results,
                                     isolation: setup.sandbox.isolation, compileSeconds: program.compileDuration,
                                     runSeconds: Date().timeIntervalSince(start), seed: seed)
            result.rules = rules
            return result
        }
    }
}
