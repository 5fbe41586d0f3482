import Foundation
import Grading
import Literate
import Toolchain

/// How `ClassGrader` runs.
public struct GradeOptions: Sendable {
    /// Answers graded at once; worker n uses sandbox slot n.
    public var jobs: Int
    /// The instructor's own cases, `DIR/<exercise-id>.json`.
    public var extraCasesDirectory: URL?
    /// Where graded answers are kept; nil keeps nothing.
    public var store: ResultStore?
    /// False ignores stored results (they are still written).
    public var reuseStored: Bool
    /// Grade only this slice of the class.
    public var shard: Shard?
    /// Worker n uses sandbox slot `firstSlot + n` (0 for the command; tests
    /// running beside other sandbox users move up).
    public var firstSlot: Int = 0
    /// The course seed: each student's generated cases use a seed derived
    /// from it and the student's name, so a re-grade is the same grade.
    public var courseSeed: UInt64 = 1
    /// The course's secret (`CourseSecret`), used instead of `courseSeed`
    /// when set: students cannot compute their seeds.
    public var courseSecret: String?
    /// Only these exercises, in this order, with these points (nil: the
    /// exercise's own); nil grades every exercise of the course.
    public var exercises: [Assignment.Exercise]?

    /// The seed of a student's generated cases.
    public func seed(for student: String) -> UInt64 {
        let digest = GraderSetup.digest(Data("\(courseSecret ?? String(courseSeed))\t\(student)".utf8))
        return (UInt64(digest.prefix(15), radix: 16) ?? 0) % 999_999_999 + 1
    }

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, extraCasesDirectory: URL? = nil,
                store: ResultStore? = nil, reuseStored: Bool = true, shard: Shard? = nil) {
        self.jobs = max(1, jobs)
        self.extraCasesDirectory = extraCasesDirectory
        self.store = store
        self.reuseStored = reuseStored
        self.shard = shard
    }
}

/// What a run tells its progress display.
public enum GradeProgress: Sendable {
    /// Before grading: answers in the slice, how many need grading (identical
    /// answers are graded once), how many were found in the result store.
    case planned(answers: Int, toGrade: Int, reused: Int)
    /// One distinct answer graded, for `students`.
    case graded(done: Int, of: Int, exercise: String, students: [String], verdict: String, seconds: Double)
}

/// Grades every answer of a class through `Checker.check`, the same path
/// `workbook check` uses: same cases, sandbox and limits. Answers run in
/// parallel, each worker in its own sandbox slot (its own uid), so a hostile
/// answer costs at most its own limits and cannot touch the others' runs.
public struct ClassGrader: Sendable {
    public let checker: Checker

    public init(checker: Checker) {
        self.checker = checker
    }

    /// The report's columns; checks the instructor's cases first, so a typo
    /// there stops the run before anything is graded.
    public func columns(extraCasesDirectory: URL?, exercises: [Assignment.Exercise]? = nil) throws -> [ClassReport.ExerciseColumn] {
        if let extra = extraCasesDirectory {
            guard isDirectoryFollowingLinks(extra) else {
                throw ClassroomError.badCases(path: extra.path, reason: "--cases must name a folder holding <exercise-id>.json case files; there is no such folder")
            }
            let ids = checker.exerciseIDs
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: extra.path)) ?? []).sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
                let stem = String(name.dropLast(5))
                if !ids.contains(stem) {
                    let suggestion = closestMatch(to: stem, in: ids).map { "; did you mean '\($0).json'?" } ?? ""
                    throw ClassroomError.badCases(path: extra.appendingPathComponent(name).path, reason: "no exercise is named '\(stem)'\(suggestion) (case files are named <exercise-id>.json: \(ids.joined(separator: ", ")))")
                }
            }
        }
        let chosen = exercises ?? checker.exerciseIDs.map { Assignment.Exercise(id: $0, points: nil) }
        return try chosen.map { exercise in
            let id = exercise.id
            let cases: [GradingCase]
            let visible: Bool
            do {
                cases = try checker.cases(for: id, extraCasesDirectory: extraCasesDirectory)
                visible = try checker.validate(exercise: id).1.visibleOutput != nil
            } catch let error as GradingError {
                if case let .invalidCases(path, reason) = error { throw ClassroomError.badCases(path: path, reason: "invalid cases: \(reason)") }
                throw ClassroomError.hostFailure("\(error)")
            }
            let title = checker.setup.course.exercise(id)?.title ?? id
            return ClassReport.ExerciseColumn(id: id, title: title, maxScore: exercise.points ?? checker.points(for: id), caseCount: cases.count + (visible ? 1 : 0))
        }
    }

    public func grade(_ submissions: Submissions, options: GradeOptions,
                      progress: @escaping @Sendable (GradeProgress) -> Void = { _ in },
                      isCancelled: @escaping @Sendable () -> Bool = { false }) throws -> ClassReport {
        let columns = try columns(extraCasesDirectory: options.extraCasesDirectory, exercises: options.exercises)
        let keys = try ResultKeys(checker: checker, exerciseIDs: columns.map(\.id), extraCasesDirectory: options.extraCasesDirectory)
        let students = submissions.restricted(to: options.shard).students

        // Plan: every answer file, read once, keyed by content.
        struct Planned { var key: String?; var source: AnswerSource; var unusable: String? }
        var plan: [[Planned]] = []
        var jobs: [Job] = []
        var jobIndex: [String: Int] = [:]
        var outcomes: [String: StoredOutcome] = [:]
        var reused: Set<String> = []
        var answerCount = 0
        for student in students {
            var row: [Planned] = []
            for column in columns {
                let source = student.answers[column.id] ?? .missing
                guard case let .file(url, relative) = source else {
                    row.append(Planned(key: nil, source: source, unusable: nil))
                    continue
                }
                answerCount += 1
                guard let data = try? Data(contentsOf: url) else {
                    row.append(Planned(key: nil, source: .unusable(relativePath: relative, reason: "\(relative) cannot be read; check its permissions"), unusable: nil))
                    continue
                }
                // The seed is part of the key: two students' identical answers
                // are graded on their own generated cases.
                let seed = options.seed(for: student.name)
                let key = keys.key(exercise: column.id, answer: Data(relative.utf8) + Data([0]) + data + Data("\0seed \(seed)".utf8))
                row.append(Planned(key: key, source: source, unusable: nil))
                if let index = jobIndex[key] {
                    jobs[index].students.append(student.name)
                    continue
                }
                if outcomes[key] == nil, options.reuseStored, let stored = options.store?.load(key) {
                    outcomes[key] = stored
                    reused.insert(key)
                }
                if outcomes[key] == nil {
                    jobIndex[key] = jobs.count
                    jobs.append(Job(key: key, exercise: column.id, url: url, relativePath: relative, seed: seed, students: [student.name]))
                }
            }
            plan.append(row)
        }
        progress(.planned(answers: answerCount, toGrade: jobs.count, reused: answerCount - jobs.map(\.students.count).reduce(0, +)))

        let state = WorkState(jobs: jobs)
        let jobCount = jobs.count
        let workers = min(options.jobs, jobs.count)
        let group = DispatchGroup()
        for slot in 0..<workers {
            group.enter()
            let thread = Thread { [checker] in
                defer { group.leave() }
                while let job = state.next(isCancelled: isCancelled) {
                    let start = Date()
                    var outcome = StoredOutcome(key: job.key, exercise: job.exercise, result: nil, unusable: nil)
                    do {
                        outcome.result = try checker.check(exercise: job.exercise, answer: job.url, displayPath: job.relativePath,
                                                           extraCasesDirectory: options.extraCasesDirectory, seed: job.seed, slot: options.firstSlot + slot)
                    } catch let error as GradingError {
                        if case .unreadableAnswer = error {
                            outcome.unusable = Self.reason(error, path: job.relativePath)
                        } else {
                            state.fail("\(error)")
                            return
                        }
                    } catch {
                        state.fail("\(job.students.first ?? "?")/\(job.relativePath): \(error)")
                        return
                    }
                    // Ctrl-C reaches the answer's programs too: a verdict that
                    // ended while the run was being stopped may be the stop's
                    // doing (a crash, a time-out), so it is neither kept nor
                    // reported, and the resumed run grades the answer again.
                    if isCancelled(), outcome.result?.status != .passed { return }
                    do { try options.store?.save(outcome) } catch {
                        state.fail("cannot keep the result: \(error)")
                    }
                    let done = state.finish(outcome)
                    progress(.graded(done: done, of: jobCount, exercise: job.exercise, students: job.students,
                                     verdict: Self.verdict(outcome), seconds: Date().timeIntervalSince(start)))
                }
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        group.wait()
        if let failure = state.failure { throw ClassroomError.hostFailure(failure) }
        for (key, outcome) in state.outcomes { outcomes[key] = outcome }
        if state.outcomes.count < jobs.count {
            throw ClassroomError.interrupted(graded: state.outcomes.count, total: jobs.count)
        }

        var reports: [StudentReport] = []
        for (student, row) in zip(students, plan) {
            var exercises: [ExerciseReport] = []
            for (column, planned) in zip(columns, row) {
                let outcome = planned.key.flatMap { outcomes[$0] }
                exercises.append(Self.score(column: column, source: planned.source, outcome: outcome,
                                            reused: planned.key.map { reused.contains($0) } ?? false))
            }
            let score = exercises.map { Cents(points: $0.score) }.reduce(Cents(0), +)
            var report = StudentReport(name: student.name, score: score.points, maxScore: columns.map { Cents(points: $0.maxScore) }.reduce(Cents(0), +).points,
                                       exercises: exercises, ignoredFiles: student.ignoredFiles)
            report.gradedScore = score.points
            report.seed = options.seed(for: student.name)
            reports.append(report)
        }
        return ClassReport(graderVersion: GraderSetup.graderVersion, isolation: checker.setup.sandbox.isolation.rawValue,
                           shard: options.shard.map { ClassReport.ShardInfo(index: $0.index, count: $0.count) },
                           exercises: columns, strayFiles: submissions.strayFiles, students: reports,
                           seeds: options.courseSecret == nil ? "course_seed" : "secret")
    }

    // MARK: - Scoring

    /// Points × cases passed ÷ cases; a compile error, an unusable or a
    /// missing file scores 0.
    static func score(column: ClassReport.ExerciseColumn, source: AnswerSource, outcome: StoredOutcome?, reused: Bool) -> ExerciseReport {
        var report = ExerciseReport(exercise: column.id, status: .fail, detail: .failed, outcome: .wrong, score: 0, maxScore: column.maxScore,
                                    reason: nil, file: nil, passedTests: 0, totalTests: column.caseCount, reused: reused,
                                    compileErrors: nil, tests: [])
        switch source {
        case .missing:
            report.status = .missing
            report.detail = .missing
            report.outcome = .missing
            report.reason = "no \(column.id).swift in the folder"
            return report
        case let .unusable(relative, reason):
            report.detail = .unusable
            report.outcome = .unusable
            report.file = relative
            report.reason = reason
            return report
        case let .file(_, relative):
            report.file = relative
        }
        guard let outcome, let result = outcome.result else {
            report.detail = .unusable
            report.outcome = .unusable
            report.reason = outcome?.unusable ?? "the answer could not be graded"
            return report
        }
        switch result.status {
        case .compileError:
            report.detail = .compileError
            report.outcome = .compileError
            let diagnostics = result.compileFailure?.diagnostics ?? []
            report.compileErrors = diagnostics.map { CompileErrorLine(file: $0.file, line: $0.line, column: $0.column, message: $0.message) }
            if result.compileFailure?.timedOut == true {
                report.reason = "the compiler was stopped: it took too long on this answer"
            } else if let first = diagnostics.first {
                report.reason = "does not compile: " + (first.line > 0 ? "\(first.file):\(first.line):\(first.column): " : "") + first.message
            } else {
                report.reason = "does not compile"
            }
            return report
        case .passed, .failed:
            // Each case's share in cents, by largest remainder, so the
            // shares add up to the exercise's points exactly.
            let shares = Cents.split(Cents(points: column.maxScore), into: result.cases.count)
            report.tests = zip(result.cases, shares).map { item, share in
                TestReport(name: item.name, hidden: item.hidden, status: item.status.rawValue,
                           score: item.passed ? share.points : 0, maxScore: share.points,
                           message: item.message.isEmpty ? nil : item.message, explain: item.explain,
                           expected: item.expected, actual: item.actual,
                           output: item.output.isEmpty ? nil : item.output, origin: item.origin, rule: item.rule)
            }
            report.passedTests = result.passedCount
            report.totalTests = result.cases.count
            let earned = result.cases.isEmpty
                ? (result.status == .passed ? Cents(points: column.maxScore) : Cents(0))
                : zip(result.cases, shares).filter { $0.0.passed }.map(\.1).reduce(Cents(0), +)
            report.score = earned.points
            report.status = result.status == .passed ? .pass : .fail
            report.detail = result.status == .passed ? .passed : .failed
            report.outcome = Self.outcome(result)
            return report
        }
    }

    /// Passed, partial, wrong, or crashed or timed out (see `ExerciseReport.Outcome`).
    static func outcome(_ result: CheckResult) -> ExerciseReport.Outcome {
        if result.status == .passed { return .passed }
        if result.passedCount > 0 { return .partial }
        return result.cases.contains { $0.status == .failed } ? .wrong : .crashedOrTimedOut
    }

    static func reason(_ error: GradingError, path: String) -> String {
        if case let .unreadableAnswer(_, reason) = error { return "\(path): \(reason)" }
        return "\(error)"
    }

    static func verdict(_ outcome: StoredOutcome) -> String {
        guard let result = outcome.result else { return "unusable" }
        switch result.status {
        case .passed: return "pass \(result.passedCount)/\(result.cases.count)"
        case .failed: return "fail \(result.passedCount)/\(result.cases.count)"
        case .compileError: return "compile error"
        }
    }
}

struct Job: Sendable {
    let key: String
    let exercise: String
    let url: URL
    let relativePath: String
    let seed: UInt64
    var students: [String]
}

/// The queue of jobs and what the workers found, behind one lock.
private final class WorkState: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Job]
    private var results: [String: StoredOutcome] = [:]
    private var firstFailure: String?

    init(jobs: [Job]) {
        pending = jobs.reversed()
    }

    func next(isCancelled: () -> Bool) -> Job? {
        if isCancelled() { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard firstFailure == nil else { return nil }
        return pending.popLast()
    }

    func finish(_ outcome: StoredOutcome) -> Int {
        lock.lock()
        defer { lock.unlock() }
        results[outcome.key] = outcome
        return results.count
    }

    func fail(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        if firstFailure == nil { firstFailure = message }
    }

    var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    var outcomes: [String: StoredOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
