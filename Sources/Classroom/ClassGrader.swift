import Foundation
import Grading
import Literate
import TextSafety
import Toolchain
import Workers

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
    /// Where the bytes of every answer are kept as they are read for
    /// grading (for the similarity report); nil keeps none.
    public var gradedCopies: GradedCopies?

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
    /// One distinct answer graded, for `students`: whether it passed, and
    /// its verdict in a few words for the log.
    case graded(done: Int, of: Int, exercise: String, students: [String], passed: Bool, verdict: String, seconds: Double)
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
        try columns(extraCasesDirectory: extraCasesDirectory, exercises: exercises, materials: [:])
    }

    /// The columns, from the exercises' material when already read.
    func columns(extraCasesDirectory: URL?, exercises: [Assignment.Exercise]?, materials: [String: ExerciseMaterial]) throws -> [ClassReport.ExerciseColumn] {
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
            let material: ExerciseMaterial
            do {
                material = try materials[id] ?? checker.material(for: id)
                cases = try checker.cases(of: material, extraCasesDirectory: extraCasesDirectory)
                visible = try checker.validate(exercise: id).1.visibleOutput != nil
            } catch let error as GradingError {
                if case let .invalidCases(path, reason) = error { throw ClassroomError.badCases(path: path, reason: "invalid cases: \(reason)") }
                throw ClassroomError.hostFailure(ClassroomError.hostFailureMessage(error))
            }
            let title = checker.setup.course.exercise(id)?.title ?? id
            let points = exercise.points ?? material.points
            let parts = try ClassScoring.parts(exercise: exercise, points: points, visible: visible, cases: cases,
                                       rules: checker.setup.course.chapter(forExercise: id)?.rules(for: id)?.rules.map(\.number),
                                       guards: Set((try? material.cases.get())?.guards ?? []))
            return ClassReport.ExerciseColumn(id: id, title: title, maxScore: points, caseCount: cases.count + (visible ? 1 : 0), parts: parts)
        }
    }

    public func grade(_ submissions: Submissions, options: GradeOptions,
                      progress: @escaping @Sendable (GradeProgress) -> Void = { _ in },
                      isCancelled: @escaping @Sendable () -> Bool = { false }) throws -> ClassReport {
        // Each exercise's material, read once: its columns, its verdicts'
        // keys and every check of the run use the same files.
        var materials: [String: ExerciseMaterial] = [:]
        for id in options.exercises?.map(\.id) ?? checker.exerciseIDs {
            materials[id] = try? checker.material(for: id)
        }
        let columns = try columns(extraCasesDirectory: options.extraCasesDirectory, exercises: options.exercises, materials: materials)
        let keys = try ResultKeys(checker: checker, exerciseIDs: columns.map(\.id), materials: materials, extraCasesDirectory: options.extraCasesDirectory)
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
                // Read once, as untrusted bytes: never through a link, never
                // waiting on a FIFO, a regular file of at most an answer's
                // size. These bytes are keyed, graded and compared for
                // similarity; the file is not opened again, so swapping it
                // during the run changes nothing.
                guard let data = UntrustedFile.read(url, limit: AnswerText.maximumBytes) else {
                    row.append(Planned(key: nil, source: .unusable(relativePath: relative, reason: "\(relative) changed after the class folder was read (it is no longer a regular file of at most \(AnswerText.maximumBytes / 1024) KiB); grade again once nothing writes to the folder"), unusable: nil))
                    continue
                }
                // The similarity report compares exactly these bytes.
                try options.gradedCopies?.keep(student: student.name, exercise: column.id, shown: relative, data: data)
                // The seed is part of the key: two students' identical answers
                // are graded on their own generated cases.
                let seed = options.seed(for: student.name)
                let key = keys.key(exercise: column.id, shownAs: relative, answer: data, seed: seed)
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
                    jobs.append(Job(key: key, exercise: column.id, answer: data, relativePath: relative, seed: seed, students: [student.name]))
                }
            }
            plan.append(row)
        }
        progress(.planned(answers: answerCount, toGrade: jobs.count, reused: answerCount - jobs.map(\.students.count).reduce(0, +)))

        let state = WorkState(jobs: jobs)
        let jobCount = jobs.count
        if !jobs.isEmpty {
            WorkerPool(workers: min(options.jobs, jobs.count), firstSlot: options.firstSlot).run { [checker, materials] slot in
                while let job = state.next(isCancelled: isCancelled) {
                    let start = Date()
                    var outcome = StoredOutcome(key: job.key, exercise: job.exercise, result: nil, unusable: nil)
                    do {
                        let material = try materials[job.exercise] ?? checker.material(for: job.exercise)
                        // The generated cases of this student and of the next
                        // ones of the exercise, in one run of the reference
                        // answer; an error is the check's to report.
                        switch state.casesToMake(for: job) {
                        case let .make(seeds):
                            try? checker.makeGeneratedCases(material, seeds: seeds, slot: slot)
                            state.madeCases(exercise: job.exercise, seeds: seeds)
                        case .wait:
                            state.waitForCases(of: job)
                        }
                        // The bytes read when the class was planned (and keyed).
                        let text: String
                        switch Result(catching: { () throws(AnswerText.Problem) -> String in try AnswerText.validate(job.answer) }) {
                        case let .success(valid): text = valid
                        case let .failure(problem): throw problem.unreadableAnswer(path: job.relativePath, exercise: job.exercise)
                        }
                        outcome.result = try checker.check(CheckRequest(exercise: .material(material), answer: .text(text, shownAs: job.relativePath), extraCasesDirectory: options.extraCasesDirectory, seeds: .given(job.seed), slot: slot))
                    } catch let error as GradingError {
                        if case .unreadableAnswer = error {
                            outcome.unusable = Self.reason(error, path: job.relativePath)
                        } else {
                            state.fail(ClassroomError.hostFailureMessage(error))
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
                                     passed: outcome.result?.status == .passed, verdict: Self.verdict(outcome), seconds: Date().timeIntervalSince(start)))
                }
            }
        }
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
                exercises.append(ClassScoring.score(column: column, source: planned.source, outcome: outcome,
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
    /// The answer's bytes as read once (at most `AnswerText.maximumBytes`).
    let answer: Data
    let relativePath: String
    let seed: UInt64
    var students: [String]
}

/// The queue of jobs and what the workers found, behind one lock.
private final class WorkState: @unchecked Sendable {
    private let lock = NSCondition()
    private var pending: [Job]
    private var results: [String: StoredOutcome] = [:]
    private var firstFailure: String?
    /// Seeds whose generated cases a worker makes, or made, by exercise.
    private var claimed: [String: Set<UInt64>] = [:]
    private var making: [String: Set<UInt64>] = [:]
    /// Seeds made in one run of the reference answer.
    static let seedsPerRun = 10

    init(jobs: [Job]) {
        pending = jobs.reversed()
    }

    enum CasesToMake { case make([UInt64]), wait }

    /// `.make` with the job's seed and those of the next pending jobs of its
    /// exercise when no worker has claimed it; `.wait` when one has.
    func casesToMake(for job: Job) -> CasesToMake {
        lock.lock()
        defer { lock.unlock() }
        if claimed[job.exercise, default: []].contains(job.seed) { return .wait }
        var seeds = [job.seed]
        for next in pending.reversed() where seeds.count < Self.seedsPerRun {
            if next.exercise == job.exercise, !seeds.contains(next.seed), !claimed[job.exercise, default: []].contains(next.seed) {
                seeds.append(next.seed)
            }
        }
        claimed[job.exercise, default: []].formUnion(seeds)
        making[job.exercise, default: []].formUnion(seeds)
        return .make(seeds)
    }

    func madeCases(exercise: String, seeds: [UInt64]) {
        lock.lock()
        defer { lock.unlock() }
        making[exercise, default: []].subtract(seeds)
        lock.broadcast()
    }

    /// Until the worker that claimed the job's seed has made its cases.
    func waitForCases(of job: Job) {
        lock.lock()
        defer { lock.unlock() }
        while making[job.exercise, default: []].contains(job.seed) { lock.wait() }
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
