import Foundation
import Literate
import Sandbox

/// Runs a built program in the sandbox: the chapter's program (the visible
/// case) and the hidden cases, proving each ran to its end.
struct CaseRunner: Sendable {
    let setup: GraderSetup
    let program: ProgramBuilder.Program
    let slot: Int
    /// The answer's path as the learner knows it: Swift names the file of a
    /// fatal error by its `#fileID`, `Exercise/<file name>`.
    var answerPath: String? = nil
    /// How to open sealed strings in results before comparing them.
    var sealed: SealedStrings? = nil
    /// Where results hold dates, shown as dates in a verdict.
    var dates: DateFields? = nil

    private struct Run {
        let result: RunResult
        let nonce: String
        /// Results the driver reported, by case name, with the "done" line.
        let reported: [String: [String: Any]]
        let done: Bool
    }

    private func run(mode: String, cases: [GradingCase], seeds: [String] = []) throws -> Run {
        let nonce = UUID().uuidString + UUID().uuidString
        let input: [String: Any] = [
            "nonce": nonce, "mode": mode, "seeds": seeds,
            "cases": cases.map { ["name": $0.name, "input": $0.input.jsonObject] as [String: Any] },
        ]
        let request = RunRequest(
            executable: program.executable.path,
            standardInput: try JSONSerialization.data(withJSONObject: input),
            readOnlyPaths: program.readOnlyPaths,
            environment: RunEnvironment.forMode(mode),
            limits: setup.limits,
            slot: slot
        )
        let result = try setup.sandbox.run(request)
        var reported: [String: [String: Any]] = [:]
        var done = false
        for line in String(decoding: result.channel, as: UTF8.self).split(separator: "\n") {
            let prefix = nonce + "\t"
            guard line.hasPrefix(prefix),
                  let object = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(prefix.count).utf8)) as? [String: Any]
            else { continue }
            if object["done"] as? Bool == true { done = true }
            if let name = object["case"] as? String {
                let key = (object["seed"] as? String).map { "\($0)\t\(name)" } ?? name
                if reported[key] == nil { reported[key] = object }
            }
        }
        return Run(result: result, nonce: nonce, reported: reported, done: done)
    }

    // MARK: - The visible case

    func runChapter(expected: Snippet, chapterPath: String) throws -> CaseResult {
        let name = "chapter output (\(chapterPath):\(expected.fenceLine))"
        let run = try run(mode: "chapter", cases: [])
        let stdout = String(decoding: run.result.standardOutput, as: UTF8.self)
        if let failure = abnormalEnd(run, whatRan: "the chapter's program") {
            return CaseResult(name: name, hidden: false, status: failure.status, message: failure.message, explain: nil,
                              expected: expected.code, actual: SafeText.escaped(stdout), output: trimmed(stdout), origin: chapterPath)
        }
        if let mismatch = OutputMatcher(elide: expected.kind == .output(elide: true)).firstMismatch(expected: expected.code, actual: stdout) {
            let message = "the chapter's program printed something other than what the chapter shows, first at line \(mismatch.line):\n"
                + CaseMessage.lineDifference(expected: mismatch.expected, actual: mismatch.actual)
            return CaseResult(name: name, hidden: false, status: .failed, message: SafeText.escaped(message), explain: "Your answer runs inside the chapter's own program at this step, in \(RunEnvironment.chapterTimeZone) as the chapter's output was made; it must print exactly the output block the chapter shows.",
                              expected: expected.code, actual: SafeText.escaped(stdout), output: trimmed(stdout), origin: chapterPath)
        }
        return CaseResult(name: name, hidden: false, status: .passed, message: "", explain: nil, expected: nil, actual: nil,
                          output: trimmed(stdout), origin: chapterPath)
    }

    // MARK: - Generated cases (this runner's program is the reference answer's)

    /// The cases the exercise's generator makes for `seeds`, each expecting
    /// what the reference answer did with its input: the oracle.
    func generate(seeds: [String], exercise: String) throws -> [GradingCase] {
        let run = try run(mode: "generate", cases: [], seeds: seeds)
        guard run.done, run.result.termination == .exited(0) else {
            let why = abnormalEnd(run, whatRan: "the reference answer")?.message ?? "it ended early (\(run.result.termination))"
            throw GradingError.setup("the generated cases of '\(exercise)' could not be made for seed \(seeds.joined(separator: ", ")): \(why). This is a fault in the exercise's generator.swift or reference answer, not in your answer; run the check again with another --seed and report it to the course's authors.")
        }
        return run.reported.values.compactMap { object -> (String, Int, GradingCase)? in
            guard let name = object["case"] as? String, let seed = object["seed"] as? String,
                  let input = object["input"].flatMap(JSONValue.init(jsonObject:)) else { return nil }
            let expect: GradingCase.Expectation
            if let error = object["error"] as? [String: Any] {
                let kind = error["kind"] as? String ?? "other"
                expect = .error(GradingCase.errorKinds.contains(kind) ? kind : "any")
            } else {
                guard let parsed = object["value"].flatMap(JSONValue.init(jsonObject:)) else { return nil }
                expect = .value(revealed(parsed))
            }
            // Every generated case's name says so, once.
            let label = name.lowercased().hasPrefix("generated") ? name : "generated: \(name)"
            var item = GradingCase(name: label + (seeds.count > 1 ? " (seed \(seed))" : ""), explain: object["explain"] as? String, input: input, expect: expect, origin: "generated")
            item.rule = object["rule"] as? Int
            item.seed = seed
            return (seed, seeds.firstIndex(of: seed) ?? 0, item)
        }
        .sorted { ($0.1, $0.2.name) < ($1.1, $1.2.name) }
        .map(\.2)
    }

    // MARK: - Hidden cases

    func runCases(_ cases: [GradingCase]) throws -> [CaseResult] {
        var results: [String: CaseResult] = [:]
        var pending = cases
        while !pending.isEmpty {
            let run = try run(mode: "cases", cases: pending)
            let output = trimmed(String(decoding: run.result.standardOutput, as: UTF8.self))
            var culprit: GradingCase?
            for item in pending {
                if let object = run.reported[item.name] {
                    results[item.name] = judge(item, object, output: output)
                } else if culprit == nil {
                    culprit = item
                }
            }
            guard let culprit else { break }
            if run.done {
                // Every case ended and "done" was reported, yet one is missing:
                // something wrote to the channel in the driver's place.
                results[culprit.name] = CaseResult(name: culprit.name, hidden: true, status: .failed, message: "the case's result never arrived", explain: culprit.explain, expected: nil, actual: nil, output: output, origin: culprit.origin)
                pending.removeAll { $0.name == culprit.name }
                continue
            }
            let failure = abnormalEnd(run, whatRan: "your answer") ?? (status: .crashed, message: "the program ended before this case finished (\(run.result.termination))")
            results[culprit.name] = CaseResult(name: culprit.name, hidden: true, status: failure.status, message: failure.message, explain: culprit.explain, expected: describe(culprit.expect), actual: nil, output: output, origin: culprit.origin)
            let index = pending.firstIndex { $0.name == culprit.name }!
            let rest = Array(pending[(index + 1)...])
            if failure.status == .timedOut || failure.status == .outputLimit {
                // Running the rest again could cost another full limit each.
                for item in rest {
                    results[item.name] = CaseResult(name: item.name, hidden: true, status: .notRun, message: "not run: an earlier case (\(culprit.name)) \(failure.status == .timedOut ? "ran out of time" : "printed too much")", explain: item.explain, expected: nil, actual: nil, output: "", origin: item.origin)
                }
                break
            }
            pending = rest
        }
        return cases.map { item in
            var result = results[item.name]!
            result.rule = item.rule
            return result
        }
    }

    private func judge(_ item: GradingCase, _ object: [String: Any], output: String) -> CaseResult {
        func result(_ status: CaseResult.Status, _ message: String, expected: String?, actual: String?) -> CaseResult {
            // A generated input is shown in full when it fails, so the
            // learner can reproduce it (`--seed` makes the same cases).
            let shown = status == .passed || item.seed == nil ? message
                : message + "\n" + CaseMessage.input(item.input, seed: item.seed!)
            return CaseResult(name: item.name, hidden: true, status: status, message: SafeText.escaped(shown), explain: item.explain,
                              expected: expected, actual: actual, output: output, origin: item.origin)
        }
        let error = object["error"] as? [String: Any]
        switch item.expect {
        case let .value(expected):
            if let error {
                return result(.failed, "expected a result, but it threw \(describeThrown(error))", expected: expected.pretty, actual: nil)
            }
            guard let parsed = object["value"].flatMap(JSONValue.init(jsonObject:)) else {
                return result(.failed, "the harness could not read the result", expected: expected.pretty, actual: nil)
            }
            // Judged here, in the grader's own process: sealed strings are
            // opened with the exercise's key (cases.json "sealed").
            let actual = revealed(parsed)
            if let difference = expected.firstDifference(from: actual) {
                let message = CaseMessage.wrongResult(at: difference.path, expected: difference.expected, actual: difference.actual, dates: dates)
                return result(.failed, message, expected: expected.pretty, actual: actual.pretty)
            }
            return result(.passed, "", expected: nil, actual: nil)
        case let .error(kind):
            guard let error else {
                let actual = object["value"].flatMap(JSONValue.init(jsonObject:))
                return result(.failed, CaseMessage.succeeded(expectedKind: kind, actual: actual), expected: describe(item.expect), actual: actual?.pretty)
            }
            let thrown = error["kind"] as? String ?? "other"
            if kind == "any" || thrown == kind {
                return result(.passed, "", expected: nil, actual: nil)
            }
            return result(.failed, "expected \(CaseMessage.expectedError(kind)), but it threw \(describeThrown(error))", expected: describe(item.expect), actual: describeThrown(error))
        }
    }

    /// Why a run ended early, if it did: a limit, a crash, or an exit before
    /// the driver's last line.
    private func abnormalEnd(_ run: Run, whatRan: String) -> (status: CaseResult.Status, message: String)? {
        let result = run.result
        if result.timedOut {
            return (.timedOut, "timed out: \(whatRan) was still running after \(formatted(setup.limits.wallClockSeconds)) s (an endless loop, or waiting for input that never comes?)")
        }
        if result.outputLimitExceeded {
            return (.outputLimit, "stopped: \(whatRan) printed more than \(setup.limits.outputBytes / 1024) KiB (an endless loop around print?)")
        }
        if run.done && result.termination == .exited(0) { return nil }
        let stderr = crashSummary(String(decoding: result.standardError, as: UTF8.self))
        switch result.termination {
        case let .signaled(signal):
            let what: String
            switch signal {
            case SIGSEGV, SIGBUS: what = "it crashed with a memory fault (\(Termination.signalName(signal))), often a stack overflow from endless recursion"
            case SIGILL, SIGTRAP: what = "it crashed (\(Termination.signalName(signal)))"
            case SIGKILL: what = "it was killed (SIGKILL), likely for using too much memory or too many processes"
            case SIGXCPU: what = "it used more than \(setup.limits.cpuSeconds) s of CPU time"
            case SIGXFSZ: what = "it tried to write a file larger than allowed"
            case SIGABRT: what = "it aborted (SIGABRT), often an allocation that failed under the memory limit"
            default: what = "it was killed by \(Termination.signalName(signal))"
            }
            return (.crashed, "\(whatRan) did not finish: \(what)" + (stderr.isEmpty ? "" : ":\n" + stderr))
        case let .exited(code):
            if !run.done {
                return (.crashed, "\(whatRan) ended the program early (exit status \(code)) before every case had run; an answer must not call exit()" + (stderr.isEmpty ? "" : ":\n" + stderr))
            }
            return (.crashed, "the program exited with status \(code)" + (stderr.isEmpty ? "" : ":\n" + stderr))
        }
    }

    /// The lines of standard error worth showing: Swift's fatal-error line
    /// and a few around it, without any register dump or stack trace.
    private func crashSummary(_ stderr: String) -> String {
        // The sandbox's own report drops the runtime's stack trace.
        let lines = CrashReport.withoutStackTrace(stderr).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let useful = lines.filter { !$0.hasPrefix("bwrap:") }
        var text = useful.prefix(6).map { "    " + SafeText.escaped($0) }.joined(separator: "\n")
        if let answerPath {
            let name = (answerPath as NSString).lastPathComponent
            let copy = program.executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("sources/answer").appendingPathComponent(name).path
            text = text.replacingOccurrences(of: copy + ":", with: answerPath + ":")
                .replacingOccurrences(of: "Exercise/" + name + ":", with: answerPath + ":")
        }
        return text
    }

    private func trimmed(_ raw: String) -> String {
        let text = SafeText.escaped(raw)
        return text.count > 4000 ? String(text.prefix(4000)) + "\n… (\(text.count - 4000) more characters)" : text
    }

    private func formatted(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds))" : String(format: "%.1f", seconds)
    }
}

private func describe(_ expectation: GradingCase.Expectation) -> String {
    switch expectation {
    case let .value(value): value.pretty
    case let .error(kind): CaseMessage.expectedError(kind)
    }
}

private func describeThrown(_ error: [String: Any]) -> String {
    CaseMessage.thrown(error)
}

extension CaseRunner {
    /// `parsed` with its sealed strings opened, when the exercise has some.
    func revealed(_ parsed: JSONValue) -> JSONValue {
        sealed.map { $0.reveal(parsed) } ?? parsed
    }
}
