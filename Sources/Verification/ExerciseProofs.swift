import Foundation
import Grading
import Literate

/// The claims of `workbook verify --exercise` about the cases as a whole,
/// made once the reference answer has run: each rule has fixed cases, each
/// expected error is one its rule names, an answer that does nothing earns
/// nothing, and each case compares only what its rule owns.
extension ExerciseVerifier {
    // MARK: - Coverage on every seed

    /// Every rule has a case in cases.json, so that it is checked on every
    /// seed, not only when a generator happens to make one.
    func fixedCoverageFindings(_ material: ExerciseMaterial, rules: [ExerciseRules.Rule]) -> [Finding] {
        guard let file = try? material.cases.get() else { return [] }
        let fixed = Set(file.cases.compactMap(\.rule))
        let missing = rules.map(\.number).filter { !fixed.contains($0) }
        return [Finding(location: material.folder.displayPath(.cases), passed: missing.isEmpty, claim: "every rule has a fixed case",
                        detail: "rule\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) \(missing.count == 1 ? "has" : "have") only generated cases, which a seed may leave out or make alike: add a case of each clause to \(ExerciseFolder.File.cases.rawValue)")]
    }

    // MARK: - The errors the rules name

    /// Every error a case expects (fixed, or generated on the verify seeds)
    /// is one its rule names.
    func errorKindFindings(_ material: ExerciseMaterial, cases: [GradingCase], rules: [ExerciseRules.Rule]) -> [Finding] {
        let texts = Dictionary(rules.map { ($0.number, $0.text) }) { first, _ in first }
        var problems: [String] = []
        var seen: Set<String> = []
        for item in cases {
            guard let rule = item.rule, let text = texts[rule] else { continue }
            // An error a harness reports as data (`"thrown"`) is what the
            // chapter's or the answer's code threw, recorded: its rule says
            // what is recorded, not which error that is.
            guard case let .error(kind) = item.expect else { continue }
            let kinds = [kind]
            for kind in Set(kinds).sorted() {
                guard let problem = TaskTextClaims.errorKindProblem(kind: kind, ruleText: text) else { continue }
                // One line per rule and kind: the generated cases repeat it.
                if seen.insert("\(rule) \(kind)").inserted { problems.append("'\(item.name)' (rule \(rule)): \(problem)") }
            }
        }
        return [Finding(location: material.folder.displayPath(.cases), passed: problems.isEmpty, claim: "every error a case expects is one its rule names",
                        detail: problems.prefix(6).joined(separator: "\n    ") + (problems.count > 6 ? "\n    … and \(problems.count - 6) more" : ""))]
    }

    // MARK: - Nothing for nothing

    /// The untouched starter and an answer that throws on every input earn
    /// nothing (``RuleCredit``), and the exercise's `"guards"` are exactly
    /// the rules such answers meet.
    func nothingForNothingFindings(_ material: ExerciseMaterial, starter: CheckResult?, cases: [GradingCase], rules: [ExerciseRules.Rule], guards: Set<Int>) -> [Finding] {
        let id = material.id
        let casesPath = material.folder.displayPath(.cases)
        let numbers = rules.map(\.number)
        var findings: [Finding] = []
        let unknown = guards.subtracting(numbers).sorted()
        if !unknown.isEmpty {
            findings.append(Finding(location: casesPath, passed: false, claim: "the guards are rules of the exercise",
                                    detail: "\"guards\" names rule \(unknown.map(String.init).joined(separator: ", ")), which \(id) does not have (its rules: 1…\(numbers.max() ?? 0))"))
        }
        let visible = (try? Checker(setup: setup).validate(exercise: id).1.visibleOutput) != nil
        func credit(met: (Int) -> Bool, output: Bool) -> [Bool] {
            var parts: [(part: RuleCredit.Part, passed: Bool)] = numbers.map { (.rule($0), met($0)) }
            if visible { parts.append((.chapterOutput, output)) }
            return RuleCredit.credited(parts, guards: guards)
        }
        func earned(_ credited: [Bool], met: (Int) -> Bool) -> String {
            let rules = zip(numbers, credited).filter(\.1).map { "rule \($0.0)" }
            let output = visible && credited.last == true ? ["the chapter's output"] : []
            return (rules + output).joined(separator: ", ")
        }

        // The starter, as checked.
        var starterMeets: Set<Int> = []
        if let starter, starter.compileFailure == nil {
            let hidden = starter.cases.filter(\.hidden)
            starterMeets = Set(numbers.filter { rule in
                let own = hidden.filter { $0.rule == rule }
                return !own.isEmpty && own.allSatisfy(\.passed)
            })
            let output = starter.cases.first { !$0.hidden }?.passed ?? false
            let credited = credit(met: starterMeets.contains, output: output)
            let earns = credited.contains(true)
            findings.append(Finding(location: starterLocation(id), passed: !earns, claim: "the starter meets no rule",
                                    detail: "the untouched starter would earn \(earned(credited, met: starterMeets.contains)): "
                                        + "a rule it meets asks only for what doing nothing does; list it in \(ExerciseFolder.File.cases.rawValue)'s \"guards\" (credited only together with a rule that accepts), or add a case of that rule the starter fails"))
        }
        // An answer that throws on every input: every rule whose cases all
        // expect an error (or errors reported as data).
        let throwing = TaskTextClaims.metByThrowing(cases)
        let credited = credit(met: throwing.contains, output: false)
        findings.append(Finding(location: casesPath, passed: !credited.contains(true), claim: "an answer that throws on every input meets no rule",
                                detail: "it would earn \(earned(credited, met: throwing.contains)): rule\(throwing.subtracting(guards).count == 1 ? "" : "s") \(throwing.subtracting(guards).sorted().map(String.init).joined(separator: ", ")) "
                                    + "only ask\(throwing.subtracting(guards).count == 1 ? "s" : "") for an error: list \(throwing.subtracting(guards).count == 1 ? "it" : "them") in \"guards\", so a refusal is credited only together with a rule that accepts"))
        // Every guard is one: not a rule that asks for something.
        let needless = guards.intersection(numbers).subtracting(throwing).subtracting(starterMeets).sorted()
        let accepting = Set(numbers).subtracting(guards)
        findings.append(Finding(location: casesPath, passed: needless.isEmpty && !accepting.isEmpty, claim: "the guards are the rules that doing nothing meets",
                                detail: accepting.isEmpty
                                    ? "every rule is a guard, so no answer could be credited with anything: a guard is a rule that asks only for a refusal or for leaving something as it is"
                                    : "\"guards\" lists rule \(needless.map(String.init).joined(separator: ", ")), which neither the starter nor an answer that throws on every input meets: take it out (a guard loses its credit when no accepting rule is met, so a bug elsewhere would cost it too)"))
        return findings
    }

    // MARK: - What each case owns

    /// Each case's comparison holds (1) and each case ignores the parts of
    /// its input that other rules own (2): ``OwnershipProof``.
    func ownershipFindings(_ material: ExerciseMaterial, cases: [GradingCase], rules: [ExerciseRules.Rule], progress: @escaping @Sendable (String) -> Void) -> [Finding] {
        let casesPath = material.folder.displayPath(.cases)
        var findings: [Finding] = []
        // 1. The comparisons, on the expected values as they are compared
        // (sealed strings read as the grader's marks).
        let file = try? material.cases.get()
        let compared = cases.map { item -> GradingCase in
            guard let file, case let .value(value) = item.expect else { return item }
            var read = GradingCase(name: item.name, explain: item.explain, input: item.input, expect: .value(file.comparedExpectation(value)), origin: item.origin, rule: item.rule)
            read.compare = item.compare
            read.seed = item.seed
            return read
        }
        var problems: [String] = []
        for item in compared {
            for problem in OwnershipProof.comparisonProblems(item) { problems.append("'\(item.name)' (rule \(item.rule.map(String.init) ?? "none")): \(problem)") }
        }
        // A path that leads nowhere in any expected value of the exercise
        // is misspelt (one that some of its cases hold is a place other
        // cases use: a document wrapped in an object, a key spelt otherwise).
        let values = compared.compactMap { item -> JSONValue? in
            if case let .value(value) = item.expect { return value }
            return nil
        }
        var reported: Set<String> = []
        for item in compared {
            guard let compare = item.compare else { continue }
            for path in OwnershipProof.unmatchedPaths(compare, in: values) where reported.insert("\(item.rule ?? 0) \(path)").inserted {
                problems.append("rule \(item.rule.map(String.init) ?? "none")'s cases compare '\(path)', which no expected value of the exercise holds: a misspelt key compares nothing there")
            }
        }
        findings.append(Finding(location: casesPath, passed: problems.isEmpty, claim: "each case's comparison refuses a change to what it keeps, and only that",
                                detail: problems.prefix(8).joined(separator: "\n    ") + (problems.count > 8 ? "\n    … and \(problems.count - 8) more" : "")))

        // 2. The inputs, through the reference answer.
        guard let file else { return findings }
        guard let owned = file.ownedInputs else {
            findings.append(Finding(location: casesPath, passed: !strict, claim: "each case ignores the inputs other rules own",
                                    detail: "nothing says what each rule owns of the inputs: add \"ownedInputs\" to \(ExerciseFolder.File.cases.rawValue) ([{\"rule\": N, \"path\": \"$.key\"}, …], or [] when no part of an input belongs to one rule) so that verify can change each part and prove the other rules' cases do not notice"
                                        + (strict ? " (verify --strict requires it)" : ""),
                                    isNote: !strict))
            return findings
        }
        let numbers = Set(rules.map(\.number))
        let strays = owned.filter { !numbers.contains($0.rule) }
        if !strays.isEmpty {
            findings.append(Finding(location: casesPath, passed: false, claim: "each case ignores the inputs other rules own",
                                    detail: "\"ownedInputs\" gives \(strays.map(\.path).joined(separator: ", ")) to rule \(strays.map { String($0.rule) }.joined(separator: ", ")), which the exercise does not have"))
            return findings
        }
        let perturbed = OwnershipProof.perturbed(cases, owned: owned)
        let unused = owned.filter { part in !perturbed.contains { $0.owner == part } }.map(\.path)
        progress("running \(perturbed.count) perturbed inputs through the reference answer")
        let results: [CaseResult]
        do {
            results = try Checker(setup: setup).referenceResults(of: material, cases: perturbed.map(\.item), slot: firstSlot)
        } catch {
            findings.append(Finding(location: casesPath, passed: false, claim: "each case ignores the inputs other rules own", detail: Self.setupProblem(error)))
            return findings
        }
        // One line per case: the parts it notices.
        var noticed: [(name: String, rule: Int?, changes: [String], first: String)] = []
        for (item, result) in zip(perturbed, results) where !result.passed {
            let change = "\(item.change) (rule \(item.owner.rule)'s)"
            if let index = noticed.firstIndex(where: { $0.name == item.original.name }) {
                noticed[index].changes.append(change)
            } else {
                noticed.append((item.original.name, item.original.rule, [change], result.message.split(separator: "\n").first.map(String.init) ?? ""))
            }
        }
        let lines = noticed.map { "'\($0.name)' (rule \($0.rule.map(String.init) ?? "none")) notices \($0.changes.prefix(3).joined(separator: "; "))\($0.changes.count > 3 ? "; … \($0.changes.count - 3) more" : ""): \($0.first)" }
        findings.append(Finding(location: casesPath, passed: lines.isEmpty, claim: "each case ignores the inputs other rules own (\(perturbed.count) changed inputs)",
                                detail: lines.prefix(10).joined(separator: "\n    ") + (lines.count > 10 ? "\n    … and \(lines.count - 10) more cases" : "")
                                    + "\n    a learner whose only bug is in that rule would fail these cases: make their other inputs plain, compare only what their rule fixes (\"compare\"), or, if the part is not that rule's, fix \"ownedInputs\""))
        if !unused.isEmpty {
            findings.append(Finding(location: casesPath, passed: true, claim: "every owned input is changed somewhere",
                                    detail: "no case of another rule holds \(unused.joined(separator: ", ")), so nothing was changed there (a path of another shape than the inputs'?)", isNote: true))
        }
        return findings
    }
}
