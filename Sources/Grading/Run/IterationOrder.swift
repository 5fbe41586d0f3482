/// The cases of an exercise's order rules (cases.json `"orderRules"`), run
/// again under a second iteration order of `Dictionary` and `Set`.
///
/// Every run pins Swift's hashing seed, so the same answer gets the same
/// verdict; but under one pinned seed a dictionary's order may happen to be
/// the order a rule asks for (links-encoding's three rels iterate as
/// written), and an answer that loops over a `Dictionary` instead of
/// ordering its items would pass on luck. Under a second fixed seed its
/// order differs, and the case fails, the same way on every run.
extension CaseRunner {
    /// `results` with each case of `orderRules` that passed checked again
    /// in a second run under ``RunEnvironment/secondOrderSeed``: a case that
    /// fails there fails, its message saying so.
    func checkedInSecondOrder(_ results: [CaseResult], cases: [GradingCase], orderRules: Set<Int>, chapterPath: String) throws -> [CaseResult] {
        let passed = Set(results.filter { $0.hidden && $0.passed }.map(\.name))
        let again = cases.filter { item in item.rule.map(orderRules.contains) == true && passed.contains(item.name) }
        guard !again.isEmpty else { return results }
        var second = self
        second.hashSeed = RunEnvironment.secondOrderSeed
        let failed = Dictionary(try second.runCheck(expected: nil, chapterPath: chapterPath, cases: again).filter { !$0.passed }.map { ($0.name, $0) }) { first, _ in first }
        return results.map { result in
            guard result.hidden, let other = failed[result.name] else { return result }
            // Its status follows from how it ended in the second order (the
            // runner sets an ending on every case it judges; a case that
            // failed there and says nothing more failed on its result).
            var changed = CaseResult(name: other.name, hidden: true, ending: other.ending ?? .wrongResult,
                                     message: Self.secondOrderNote + other.message, explain: result.explain,
                                     expected: other.expected, actual: other.actual, output: other.output, origin: other.origin)
            changed.rule = result.rule
            changed.spelling = other.spelling
            return changed
        }
    }

    /// What a case failed only in the second order says first.
    static let secondOrderNote = "in a second iteration order of Dictionary and Set (the same input; an order that comes from hashing is not the order the rule asks for): "
}
