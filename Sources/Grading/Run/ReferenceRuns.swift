import Foundation

/// Cases an author did not write, run through the reference answer: the
/// perturbed inputs with which `workbook verify` proves that a case
/// ignores what other rules own (`OwnershipProof`). The results are kept in
/// the grader's private cache (`reference-runs/`), keyed by the reference
/// program and the cases, so a second verify of unchanged material runs
/// nothing.
extension Checker {
    /// Each case's result with the exercise's reference answer: passed when
    /// the reference's result meets the case's expectation, as a learner's
    /// would be judged (its `compare`, sealed strings and dates included).
    /// At most `perRun` cases go to one sandboxed run.
    public func referenceResults(of material: ExerciseMaterial, cases: [GradingCase], slot: Int = 0, perRun: Int = 250) throws -> [CaseResult] {
        guard !cases.isEmpty else { return [] }
        let (chapter, step) = try validate(exercise: material.id)
        let path = material.folder.displayPath(.answer)
        guard let reference = material.text(.answer) else {
            throw GradingError.setup("\(path) is missing: the reference answer is what the perturbed cases run through")
        }
        let program: ProgramBuilder.Program
        switch try ProgramBuilder(setup: setup).build(step: step, chapter: chapter, material: material, answerText: reference, answerPath: path) {
        case let .compileFailed(failure):
            throw GradingError.setup("the reference answer of '\(material.id)' does not compile:\n\(failure.diagnostics.prefix(5).map(\.rendered).joined(separator: "\n"))")
        case let .built(built): program = built
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var key = Data("reference runs 1\n\(program.executable.deletingLastPathComponent().lastPathComponent)\n".utf8)
        key += (try? encoder.encode(cases)) ?? Data()
        if let sealed = sealedStrings(material), let data = try? encoder.encode(sealed) { key += data }
        if let dates = dateFields(material), let data = try? encoder.encode(dates) { key += data }
        let folder = setup.cacheDirectory.appendingPathComponent("reference-runs")
        let stored = folder.appendingPathComponent(GraderSetup.digest(key) + ".json")
        if let data = try? Data(contentsOf: stored), let results = try? JSONDecoder().decode([CaseResult].self, from: data), results.count == cases.count {
            return results
        }
        var runner = CaseRunner(setup: setup, program: program, slot: slot, answerPath: path)
        runner.sealed = sealedStrings(material)
        runner.dates = dateFields(material)
        var results: [CaseResult] = []
        for start in stride(from: 0, to: cases.count, by: max(1, perRun)) {
            results += try runner.runCheck(expected: nil, chapterPath: chapter.path, cases: Array(cases[start..<min(start + perRun, cases.count)]))
        }
        try? ProgramCache.preparePrivate(folder)
        if let data = try? encoder.encode(results) {
            let staging = folder.appendingPathComponent(".\(UUID().uuidString)")
            if (try? data.write(to: staging)) != nil, rename(staging.path, stored.path) != 0 { try? FileManager.default.removeItem(at: staging) }
        }
        return results
    }

    /// The exercise's generated cases for `seeds`, with the reference
    /// answer's results as their expectations (made once per seed).
    public func generatedCases(of material: ExerciseMaterial, seeds: [UInt64], slot: Int = 0) throws -> [GradingCase] {
        try generatedCases(material, seeds: seeds, slot: slot)
    }
}
