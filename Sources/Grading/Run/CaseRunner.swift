import Foundation
import Literate
import Sandbox
import TextSafety

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
    /// How a verdict spells results (enum cases, queries).
    var spelling: SwiftSpelling? = nil
    /// A second iteration order for `Dictionary` and `Set` (nil: the pinned one).
    var hashSeed: UInt64? = nil

    /// One sandboxed run of the program and what its result channel holds.
    private struct Run {
        let result: RunResult
        let nonce: String
        /// In `.cases` mode: the results of the asked cases, in the order asked,
        /// as far as the channel held them one by one (docs/SECURITY.md).
        let results: [Reported]
        /// In `.generate` mode: every generated case, by seed and case name.
        let generated: [DriverGeneratedCase<JSONValue>]
        /// The chapter's program ran to its end (when it was asked to run).
        let chapterDone: Bool
        /// The threads in the run when the chapter's program ended, as the
        /// driver counted them (a sandboxed run only).
        let chapterTasks: Int?
        let done: Bool
        /// The channel held something the driver would not write: a line
        /// without the run's nonce, a result for a case not asked, a second
        /// result for a case, a result out of order, anything after "done".
        let violation: String?
        /// Standard output up to the driver's mark after the chapter's
        /// program (all of it when there is no mark), and after the mark.
        let chapterOutput: String
        let casesOutput: String

        /// The run counts: every asked case reported once, in order, then
        /// "done", and the program exited normally.
        var complete: Bool { violation == nil && done && result.termination == .exited(0) && !result.timedOut && !result.outputLimitExceeded }
    }

    /// What the driver reported of one asked case.
    private struct Reported {
        let outcome: DriverOutcome<JSONValue>
        /// The threads in the run after the case, as the driver counted them.
        let tasks: Int?
    }

    private func run(mode: DriverMode, chapter: Bool = false, cases: [GradingCase], seeds: [String] = [], timeZone: String) throws -> Run {
        let nonce = UUID().uuidString + UUID().uuidString
        let input = DriverRequest<JSONValue>(
            nonce: nonce, mode: mode, chapter: chapter,
            // Only a pid namespace's /proc shows the run's own processes alone.
            countTasks: setup.sandbox.isolation == .sandboxed,
            cases: cases.map { DriverCase(name: $0.name, input: $0.input) }, seeds: seeds
        )
        let request = RunRequest(
            executable: program.executable.path,
            standardInput: try JSONEncoder().encode(input),
            readOnlyPaths: program.readOnlyPaths,
            environment: RunEnvironment.environment(timeZone: timeZone, hashSeed: hashSeed),
            limits: setup.limits,
            slot: slot
        )
        let result: RunResult
        do {
            result = try setup.sandbox.run(request)
        } catch let error as SandboxError where error.isOutOfProcesses {
            // The grader could not start the run: the machine's failure, not
            // the program's, whoever's it is.
            throw GradingError.outOfProcesses("\(error)")
        }
        if result.starved {
            // Stopped at the backstop before it had its time limit: the
            // machine, not the program, was too slow. No verdict.
            throw GradingError.machineBusy("the program was stopped after \(Int(result.duration.rounded())) s by the clock, "
                + "\(Int(result.waitedSeconds.rounded())) s of them waiting for a CPU, before it had its \(formatted(setup.limits.wallClockSeconds)) s")
        }
        var results: [Reported] = []
        var generated: [DriverGeneratedCase<JSONValue>] = []
        var chapterDone = false, done = false
        var chapterTasks: Int?
        var violation: String?
        var lines = String(decoding: result.channel, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // The last piece is empty when the channel ends with a line feed,
        // or a line cut short when the program was stopped while writing it.
        lines.removeLast()
        let asked = cases.map(\.name)
        let decoder = JSONDecoder()
        for line in lines {
            let prefix = nonce + "\t"
            guard line.hasPrefix(prefix),
                  let event = try? decoder.decode(DriverEvent<JSONValue>.self, from: Data(line.dropFirst(prefix.count).utf8))
            else {
                violation = "a line on the result channel that the grader's driver did not write"
                break
            }
            if done {
                violation = "a line after the last result"
                break
            }
            if mode == .generate {
                switch event {
                case .done: done = true
                case let .generated(item): generated.append(item)
                case .chapterDone, .result: break
                }
                continue
            }
            if chapter && !chapterDone {
                guard case let .chapterDone(tasks) = event else {
                    violation = "a result before the chapter's program had ended"
                    break
                }
                chapterDone = true
                chapterTasks = tasks
                continue
            }
            switch event {
            case .done:
                guard results.count == asked.count else {
                    violation = "an end of the run after \(results.count) of the \(asked.count) cases asked"
                    break
                }
                done = true
                continue
            case let .result(index, name, outcome, tasks):
                guard index == results.count, index < asked.count, asked[index] == name else {
                    if asked[..<results.count].contains(name) {
                        violation = "a second result for the case '\(name)'"
                    } else if !asked.contains(name) {
                        violation = "a result for '\(name)', a case the grader did not ask for"
                    } else {
                        violation = "a result for '\(name)' out of the order asked"
                    }
                    break
                }
                results.append(Reported(outcome: outcome, tasks: tasks))
                continue
            case .chapterDone, .generated:
                violation = "a result for '?' out of the order asked"
            }
            break
        }
        let stdout = String(decoding: result.standardOutput, as: UTF8.self)
        var chapterOutput = stdout, casesOutput = chapter ? "" : stdout
        if chapter, let mark = stdout.range(of: "\u{1}" + nonce + "\u{1}") {
            chapterOutput = String(stdout[..<mark.lowerBound])
            casesOutput = String(stdout[mark.upperBound...])
        }
        return Run(result: result, nonce: nonce, results: results, generated: generated, chapterDone: chapterDone, chapterTasks: chapterTasks, done: done,
                   violation: violation, chapterOutput: chapterOutput, casesOutput: casesOutput)
    }

    /// Runs that may end early (a crash, an exit) before the remaining
    /// cases are reported as not run.
    static let earlyEndsBeforeGivingUp = 4

    /// The verdict of every case of a run that broke the protocol.
    static let voidedMessage = "the program wrote results the grader did not ask for"

    // MARK: - One check: the visible case and the hidden cases in one run

    /// Runs the chapter's program (the visible case, when `expected` is
    /// given) and then every case, in one sandboxed run. A run counts only
    /// when it is complete; a run that ends early names the case it ended
    /// in, and the other cases are asked again in a new run.
    func runCheck(expected: Snippet?, chapterPath: String, cases: [GradingCase]) throws -> [CaseResult] {
        let results: [CaseResult]
        if RunEnvironment.casesRunApart(dates: dates), let expected, !cases.isEmpty {
            // The chapter's output was made in UTC; the hidden cases run on a
            // machine unlike the grader's, in a run of their own, so that
            // nothing the chapter's run made (a formatter kept in a static)
            // carries UTC into them.
            results = try runCheck(expected: expected, chapterPath: chapterPath, cases: [], timeZone: RunEnvironment.chapterTimeZone)
                + runCheck(expected: nil, chapterPath: chapterPath, cases: cases, timeZone: RunEnvironment.caseTimeZone)
        } else if let expected, !cases.isEmpty {
            // One run for both. What the chapter's program printed in it is
            // never shown: that process was handed every hidden input, so it
            // could print them. A chapter that printed the block is shown as
            // the block; one that did not is run again on its own, in a run
            // that never sees a hidden input, and that run is the visible
            // case (a second run only for an answer whose chapter output is
            // wrong, where the learner needs to see it).
            var combined = try runCheck(expected: expected, chapterPath: chapterPath, cases: cases, timeZone: RunEnvironment.chapterTimeZone)
            let chapter = combined[0]
            if chapter.passed {
                combined[0] = CaseResult(name: chapter.name, hidden: false, ending: .passed, message: "", explain: nil, expected: nil, actual: nil,
                                         output: trimmed(expected.code), origin: chapter.origin)
            } else {
                combined[0] = try runCheck(expected: expected, chapterPath: chapterPath, cases: [], timeZone: RunEnvironment.chapterTimeZone)[0]
            }
            results = combined
        } else {
            results = try runCheck(expected: expected, chapterPath: chapterPath, cases: cases,
                                   timeZone: expected == nil ? RunEnvironment.casesTimeZone(dates: dates) : RunEnvironment.chapterTimeZone)
        }
        // Each result names the rule its case checks (the verdict's groups,
        // Exercism's task_id, the class's rule counts).
        let rules = Dictionary(cases.map { ($0.name, $0.rule) }, uniquingKeysWith: { first, _ in first })
        return results.map { result in
            var result = result
            if result.hidden { result.rule = rules[result.name] ?? nil }
            return result
        }
    }

    private func runCheck(expected: Snippet?, chapterPath: String, cases: [GradingCase], timeZone: String) throws -> [CaseResult] {
        var chapterResult: CaseResult?
        var results: [String: CaseResult] = [:]
        var askChapter = expected != nil
        var pending = cases
        var earlyEnds = 0
        while askChapter || !pending.isEmpty {
            let run = try run(mode: .cases, chapter: askChapter, cases: pending, timeZone: timeZone)
            let output = trimmed(run.casesOutput)
            if let violation = run.violation {
                let message = "\(Self.voidedMessage) (\(violation)), so no result of this run counts"
                if askChapter, let expected {
                    chapterResult = CaseResult(name: chapterCaseName(expected, chapterPath), hidden: false, ending: .voided, message: SafeText.escaped(message), explain: nil,
                                               expected: nil, actual: nil, output: trimmed(run.chapterOutput), origin: chapterPath)
                }
                for item in pending {
                    results[item.name] = CaseResult(name: item.name, hidden: true, ending: .voided, message: SafeText.escaped(message), explain: item.explain,
                                                    expected: nil, actual: nil, output: output, origin: item.origin)
                }
                break
            }
            if askChapter, let expected {
                askChapter = false
                chapterResult = judgeChapter(run, expected: expected, chapterPath: chapterPath)
                if chapterResult?.ending == .processLimit {
                    // The processes it left fill the run: no case can be judged
                    // beside them, and each new run would meet the same.
                    for item in pending {
                        results[item.name] = CaseResult(name: item.name, hidden: true, ending: .notRun, message: "not run: the chapter's program started as many processes as a run may have; fix that first", explain: item.explain, expected: nil, actual: nil, output: "", origin: item.origin)
                    }
                    break
                }
                // The chapter's program did not end: the cases never ran.
                if !run.chapterDone { continue }
            }
            if pending.isEmpty { break }
            // The first case after which the run held as many processes as it
            // may have (the driver's count), or the case it was stopped in
            // for that (the grader's): that case fails, the later ones are
            // not run (each would meet the same), the earlier ones count
            // from a complete run or are asked again.
            let counted = run.results.firstIndex { atProcessLimit($0.tasks) }
            if let index = counted ?? (run.result.processLimitReached ? min(run.results.count, pending.count - 1) : nil) {
                let culprit = pending[index]
                results[culprit.name] = CaseResult(name: culprit.name, hidden: true, ending: .processLimit, message: processLimitMessage(whatRan: "your answer"), explain: culprit.explain, expected: describe(culprit.expect), actual: nil, output: output, origin: culprit.origin)
                for item in pending[(index + 1)...] {
                    results[item.name] = CaseResult(name: item.name, hidden: true, ending: .notRun, message: "not run: an earlier case (\(culprit.name)) started as many processes as a run may have", explain: item.explain, expected: nil, actual: nil, output: "", origin: item.origin)
                }
                if run.complete {
                    for (item, reported) in zip(pending[..<index], run.results) { results[item.name] = judge(item, reported.outcome, output: output) }
                    break
                }
                pending = Array(pending[..<index])
                continue
            }
            if run.complete {
                for (item, reported) in zip(pending, run.results) { results[item.name] = judge(item, reported.outcome, output: output) }
                break
            }
            // Ended early: the case it ended in failed; the others are asked
            // again (their results count only from a complete run).
            let index = min(run.results.count, pending.count - 1)
            let culprit = pending[index]
            let failure = abnormalEnd(run, whatRan: "your answer") ?? (ending: .exited, message: "the program ended before this case finished (\(run.result.termination))")
            let withInput = failure.message + "\n" + SafeText.escaped(CaseMessage.input(culprit.input, seed: culprit.seed, reading: spelling?.input))
            results[culprit.name] = CaseResult(name: culprit.name, hidden: true, ending: failure.ending, message: withInput, explain: culprit.explain, expected: describe(culprit.expect), actual: nil, output: output, origin: culprit.origin)
            if failure.ending == .timedOut || failure.ending == .outputLimit {
                // Running the rest again could cost another full limit each.
                for item in pending[(index + 1)...] {
                    results[item.name] = CaseResult(name: item.name, hidden: true, ending: .notRun, message: "not run: an earlier case (\(culprit.name)) \(failure.ending == .timedOut ? "ran out of time" : "went past the output limit")", explain: item.explain, expected: nil, actual: nil, output: "", origin: item.origin)
                }
                pending = Array(pending[..<index])
            } else {
                pending.remove(at: index)
                earlyEnds += 1
                if earlyEnds == Self.earlyEndsBeforeGivingUp {
                    // Each run that ends early costs one case; a program that
                    // ends early every time would otherwise cost a run per case.
                    for item in pending {
                        results[item.name] = CaseResult(name: item.name, hidden: true, ending: .notRun, message: "not run: the program ended early in \(earlyEnds) runs in a row (last in \(culprit.name)); fix that first", explain: item.explain, expected: nil, actual: nil, output: "", origin: item.origin)
                    }
                    pending = []
                }
            }
        }
        return (chapterResult.map { [$0] } ?? []) + cases.map { results[$0.name]! }
    }

    private func chapterCaseName(_ expected: Snippet, _ chapterPath: String) -> String {
        "chapter output (\(chapterPath):\(expected.fenceLine))"
    }

    private func judgeChapter(_ run: Run, expected: Snippet, chapterPath: String) -> CaseResult {
        let name = chapterCaseName(expected, chapterPath)
        let stdout = run.chapterOutput
        if run.chapterDone && atProcessLimit(run.chapterTasks) {
            return CaseResult(name: name, hidden: false, ending: .processLimit, message: processLimitMessage(whatRan: "the chapter's program"), explain: nil,
                              expected: expected.code, actual: SafeText.escaped(stdout), output: trimmed(stdout), origin: chapterPath)
        }
        if !run.chapterDone {
            let failure = abnormalEnd(run, whatRan: "the chapter's program") ?? (ending: .exited, message: "the chapter's program ended early (\(run.result.termination))")
            return CaseResult(name: name, hidden: false, ending: failure.ending, message: failure.message, explain: nil,
                              expected: expected.code, actual: SafeText.escaped(stdout), output: trimmed(stdout), origin: chapterPath)
        }
        if let mismatch = OutputMatcher(elide: expected.kind == .output(elide: true)).firstMismatch(expected: expected.code, actual: stdout) {
            let message = "the chapter's program printed something other than what the chapter shows, first at line \(mismatch.line):\n"
                + CaseMessage.lineDifference(expected: mismatch.expected, actual: mismatch.actual)
            return CaseResult(name: name, hidden: false, ending: .wrongOutput, message: SafeText.escaped(message), explain: "Your answer runs inside the chapter's own program at this step, in \(RunEnvironment.chapterTimeZone) as the chapter's output was made; it must print exactly the output block the chapter shows.",
                              expected: expected.code, actual: SafeText.escaped(stdout), output: trimmed(stdout), origin: chapterPath)
        }
        return CaseResult(name: name, hidden: false, ending: .passed, message: "", explain: nil, expected: nil, actual: nil,
                          output: trimmed(stdout), origin: chapterPath)
    }

    // MARK: - Generated cases (this runner's program is the reference answer's)

    /// The cases the exercise's generator makes for `seeds`, each expecting
    /// what the reference answer did with its input: the oracle.
    func generate(seeds: [String], exercise: String) throws -> [GradingCase] {
        let run = try run(mode: .generate, cases: [], seeds: seeds, timeZone: RunEnvironment.casesTimeZone(dates: dates))
        guard run.violation == nil, run.done, run.result.termination == .exited(0) else {
            let why = abnormalEnd(run, whatRan: "the reference answer")?.message ?? "it ended early (\(run.result.termination))"
            throw GradingError.setup("the generated cases of '\(exercise)' could not be made for seed \(seeds.joined(separator: ", ")): \(why). This is a fault in the exercise's \(ExerciseFolder.File.generator.rawValue) or reference answer, not in your answer; run the check again with another --seed and report it to the course's authors.")
        }
        return try run.generated.map { generated -> (String, Int, GradingCase) in
            let name = generated.name, seed = generated.seed, input = generated.input
            let expect: GradingCase.Expectation
            switch generated.outcome {
            case let .threw(error):
                if generated.anyDecodingError, GradingCase.decodingErrorKinds.contains(error.kind) {
                    expect = .error(GradingCase.anyDecodingError)
                } else {
                    expect = .error(GradingCase.errorKinds.contains(error.kind) ? error.kind : "any")
                }
            case let .returned(value):
                expect = .value(revealed(value))
            }
            // Every generated case's name says so, once.
            let label = name.lowercased().hasPrefix("generated") ? name : "generated: \(name)"
            var item = GradingCase(name: label, explain: generated.explain, input: input, expect: expect, origin: "generated")
            item.rule = generated.rule
            item.seed = seed
            if case let .threw(error) = generated.outcome { item.errorPlace = error.inputPlace }
            if let compare = generated.compare {
                do {
                    item.compare = try JSONDecoder().decode(CaseComparison.self, from: JSONEncoder().encode(compare))
                } catch let error as DecodingError {
                    throw GradingError.setup("the generated case '\(name)' of '\(exercise)' has a \"compare\" that cannot be read: \(describe(error)). This is a fault in the exercise's \(ExerciseFolder.File.generator.rawValue); report it to the course's authors.")
                }
            }
            return (seed, seeds.firstIndex(of: seed) ?? 0, item)
        }
        .sorted { ($0.1, $0.2.name) < ($1.1, $1.2.name) }
        .map(\.2)
    }

    private func judge(_ item: GradingCase, _ outcome: DriverOutcome<JSONValue>, output: String) -> CaseResult {
        // How this case's results are spelled (cases.json "swift"), if at all.
        let spelling = spelling?.applying(to: item.input)
        func result(_ ending: CaseEnding, _ message: String, expected: String?, actual: String?, near place: InputPlace? = nil) -> CaseResult {
            // The input is shown with every failing case, so the learner
            // sees what was asked (a generated one with its seed: `--seed`
            // makes the same cases), around the place at fault when it is
            // known. Student-facing reports of a class never show a hidden
            // case's message (docs/SECURITY.md).
            let shown = ending == .passed ? message : message + "\n" + CaseMessage.input(item.input, seed: item.seed, near: place, reading: self.spelling?.input)
            var judged = CaseResult(name: item.name, hidden: true, ending: ending, message: SafeText.escaped(shown), explain: item.explain,
                                    expected: expected, actual: actual, output: output, origin: item.origin)
            if ending != .passed { judged.spelling = spelling }
            return judged
        }
        switch (item.expect, outcome) {
        case let (.value(expected), .threw(error)):
            return result(.threw, "expected a result, but it threw \(describeThrown(error))", expected: expected.pretty, actual: nil, near: error.inputPlace)
        case let (.value(expected), .returned(parsed)):
            // Judged here, in the grader's own process: sealed strings are
            // opened with the exercise's key (cases.json "sealed"), and
            // the expected value's notation for them read back. Only what
            // the case's rule fixes is compared (its "compare").
            let actual = item.compare.map { $0.normalised(revealed(parsed)) } ?? revealed(parsed)
            let annotated = sealed.map { $0.annotated(expected) } ?? expected
            let expected = item.compare.map { $0.normalised(annotated) } ?? annotated
            // The first difference in the order the verdict shows the result
            // (a thrown error's kind before its description).
            let before = spelling?.readings.map { readings in { (left: String, right: String) in readings.comesBefore(left, right) } }
            if let difference = expected.firstDifference(from: actual, tolerance: item.compare?.tolerance ?? 0, before: before) {
                var message = CaseMessage.wrongResult(at: difference.path, expected: difference.expected, actual: difference.actual, dates: dates,
                                                      spelling: spelling, whole: (expected: annotated, actual: revealed(parsed)), normalised: (expected: expected, actual: actual))
                // Values shown in their compared form say so (a query is
                // shown as the URL a server receives, in its own order).
                if spelling?.query == nil, let note = item.compare?.shownFormNote(naming: { spelling?.place($0) ?? $0 }) { message += "\n" + note }
                return result(.wrongResult, message, expected: expected.pretty, actual: actual.pretty, near: InputPlace(path: difference.path))
            }
            return result(.passed, "", expected: nil, actual: nil)
        case let (.error(kind), .returned(actual)):
            return result(.didNotThrow, CaseMessage.succeeded(expectedKind: kind, actual: actual, spelling: spelling, dates: dates), expected: describe(item.expect), actual: actual.pretty,
                          near: item.errorPlace)
        case let (.error(kind), .threw(error)):
            let thrown = error.kind
            if kind == "any" || thrown == kind || (kind == GradingCase.anyDecodingError && GradingCase.decodingErrorKinds.contains(thrown)) {
                return result(.passed, "", expected: nil, actual: nil)
            }
            return result(.wrongError, "expected \(CaseMessage.expectedError(kind)), but it threw \(describeThrown(error))", expected: describe(item.expect), actual: describeThrown(error),
                          near: error.inputPlace)
        }
    }

    /// Whether the driver's count says the run held as many processes as
    /// it may: the kernel counts the run's pid namespace and, as root,
    /// bubblewrap's own process outside it, so one less than the limit.
    private func atProcessLimit(_ tasks: Int?) -> Bool {
        guard let tasks else { return false }
        return tasks >= max(1, setup.limits.processes - 1)
    }

    /// What a run that started as many processes as it may is told: the
    /// same words however the grader found it (its own sample of the run,
    /// or the driver's count after a case), naming the answer's file.
    private func processLimitMessage(whatRan: String) -> String {
        let file = answerPath.map { " in \(SafeText.escaped($0))" } ?? ""
        return "stopped: \(whatRan) \(CaseResult.processLimitWords) (\(max(1, setup.limits.processes)) at once, threads included): "
            + "fork(), posix_spawn() or Process in a loop\(file)? An answer needs no processes of its own."
    }

    /// Why a run ended early, if it did (``RunEnding`` decides), in words:
    /// a limit, a crash, or an exit before the driver's last line.
    private func abnormalEnd(_ run: Run, whatRan: String) -> (ending: CaseEnding, message: String)? {
        guard let ending = RunEnding.of(run.result, driverDone: run.done) else { return nil }
        let stderr = crashSummary(String(decoding: run.result.standardError, as: UTF8.self))
        let details = stderr.isEmpty ? "" : ":\n" + stderr
        let message: String
        switch ending {
        case .processLimit:
            message = processLimitMessage(whatRan: whatRan)
        case .timedOut:
            message = "timed out: \(whatRan) was still running after \(formatted(setup.limits.wallClockSeconds)) s (an endless loop, or waiting for input that never comes?)"
        case .outputLimit:
            let kib = setup.limits.outputBytes / 1024
            // The cap counts what the run printed and the results it handed
            // back together: say which of the two filled it.
            let returned = run.result.channel.count
            let printed = run.result.standardOutput.count + run.result.standardError.count
            if returned > 3 * printed {
                message = "stopped: the results \(whatRan) handed back (the values it returned, the errors it threw) came to more than \(kib) KiB in all "
                    + "(a string or array that grows in a loop, or an error with a very long description?)"
            } else if printed > 3 * returned {
                message = "stopped: \(whatRan) printed more than \(kib) KiB (an endless loop around print?)"
            } else {
                message = "stopped: what \(whatRan) printed (\(printed / 1024) KiB) and the values it returned (\(returned / 1024) KiB) "
                    + "came to more than \(kib) KiB together (a string that grows in a loop, or an error with a very long description?)"
            }
        case let .signaled(signal, kind):
            let name = Termination.signalName(signal)
            let what: String
            switch kind {
            case .memoryFault: what = "it crashed with a memory fault (\(name)), often a stack overflow from endless recursion"
            case .trap: what = "it crashed (\(name))"
            case .killed: what = "it was killed (SIGKILL), likely for using too much memory or too many processes"
            case .cpuTime: what = "it used more than \(setup.limits.cpuSeconds) s of CPU time"
            case .fileSize: what = "it tried to write a file larger than allowed"
            case .aborted: what = "it aborted (SIGABRT), often an allocation that failed under the memory limit"
            case .other: what = "it was killed by \(name)"
            }
            message = "\(whatRan) did not finish: \(what)" + details
        case let .exitedEarly(code):
            message = "\(whatRan) ended the program early (exit status \(code)) before every case had run; an answer must not call exit()" + details
        case let .exitStatus(code):
            message = "the program exited with status \(code)" + details
        }
        return (ending.caseEnding, message)
    }

    /// The lines of standard error worth showing: Swift's fatal-error line
    /// and a few around it, without any register dump or stack trace.
    private func crashSummary(_ stderr: String) -> String {
        // The sandbox's own report drops the runtime's stack trace.
        let lines = CrashReport.withoutStackTrace(stderr).split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let useful = lines.filter { !$0.hasPrefix("bwrap:") }
        var text = useful.prefix(6).map { "    " + SafeText.escaped(CaseMessage.shortened($0, limit: CaseMessage.crashLineLimit)) }.joined(separator: "\n")
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

private func describeThrown(_ error: DriverThrown) -> String {
    CaseMessage.thrown(error)
}

extension CaseRunner {
    /// `parsed` with its sealed strings opened, when the exercise has some.
    func revealed(_ parsed: JSONValue) -> JSONValue {
        sealed.map { $0.reveal(parsed) } ?? parsed
    }
}
