import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport
import Classroom
import Grading
import Literate
import Sandbox

/// The grader's own `posix_spawn` fails with EAGAIN when the machine has run
/// out of processes. That is the machine's failure: the check gives no
/// verdict and says so (what ran out, what to do), a class run stops with
/// that message, and no student is charged (nothing is kept for the answer).
/// The failure is injected (`Sandbox.failingToStart(errno:)`): provoking a
/// real EAGAIN would mean exhausting the machine's processes.
@Suite("Out of processes: the machine's failure, never the answer's", .tags(.slow))
struct OutOfProcessesTests {
    static func checker(errno: Int32) throws -> Checker {
        let course = try Course.load(root: courseRoot)
        var limits = Limits()
        limits.wallClockSeconds = 3
        limits.cpuSeconds = 3
        return Checker(setup: try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory(),
                                              sandbox: Sandbox.detect().failingToStart(errno: errno), limits: limits))
    }

    @Test("a check whose run cannot start (EAGAIN, ENOMEM) gives no verdict and says the machine ran out", arguments: [EAGAIN, ENOMEM])
    func check(errno: Int32) throws {
        let checker = try Self.checker(errno: errno)
        let answer = courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift")
        do {
            let result = try checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .file(answer, shownAs: nil), slot: SlotBlocks.outOfProcesses))
            Issue.record("a verdict was given: \(result.status)")
        } catch let error as GradingError {
            guard case .outOfProcesses = error else { Issue.record("not out of processes: \(error)"); return }
            let text = "\(error)"
            #expect(text.contains(errno == EAGAIN ? "run out of processes (EAGAIN" : "no memory left for another process (ENOMEM"), "\(text)")
            #expect(text.contains("--jobs") && text.contains("no fault of the answer"), "\(text)")
            #expect(!text.contains("Check that the file exists"), "\(text)")
        }
    }

    @Test("a compile that cannot start (EAGAIN) gives no verdict and is not kept as the answer's compile error")
    func compile() throws {
        let course = try Course.load(root: courseRoot)
        var setup = try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory())
        let working = setup.compiler
        // An answer no earlier check compiled.
        let answer = try String(contentsOf: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)
            + "\nprivate let unique\(UUID().uuidString.replacingOccurrences(of: "-", with: "")) = 0\n"
        setup.compiler = working.failingToStart(errno: EAGAIN)
        do {
            let result = try Checker(setup: setup).check(CheckRequest(exercise: .id("kebab-strategy"), answer: .text(answer, shownAs: "Exercises/kebab-strategy.swift"), slot: SlotBlocks.outOfProcesses + 1))
            Issue.record("a verdict was given: \(result.status) \(result.compileFailure.map { "\($0)" } ?? "")")
        } catch let error as GradingError {
            guard case .outOfProcesses = error else { Issue.record("not out of processes: \(error)"); return }
            #expect("\(error)".contains("run out of processes (EAGAIN"), "\(error)")
        }
        // The machine has processes again: the answer's own verdict.
        setup.compiler = working
        let result = try Checker(setup: setup).check(CheckRequest(exercise: .id("kebab-strategy"), answer: .text(answer, shownAs: "Exercises/kebab-strategy.swift"), slot: SlotBlocks.outOfProcesses + 1))
        #expect(result.status == .passed, "\(result.status) \(result.compileFailure.map { "\($0)" } ?? "")")
    }

    @Test("a class run stops with the machine's failure and charges no student")
    func classRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("out-of-processes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let classDirectory = folder.appendingPathComponent("class")
        let answer = classDirectory.appendingPathComponent("dora/kebab-strategy.swift")
        try FileManager.default.createDirectory(at: answer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), to: answer)
        let checker = try Self.checker(errno: EAGAIN)
        let store = folder.appendingPathComponent("store")
        var options = GradeOptions(jobs: 1, store: ResultStore(directory: store))
        options.firstSlot = SlotBlocks.outOfProcesses
        let submissions = try Submissions.scan(classDirectory, exerciseIDs: checker.exerciseIDs)
        do {
            _ = try ClassGrader(checker: checker).grade(submissions, options: options)
            Issue.record("the class was graded")
        } catch let error as ClassroomError {
            guard case .hostFailure = error else { Issue.record("not the machine's failure: \(error)"); return }
            let text = error.description
            #expect(text.contains("not of a submission") && text.contains("run out of processes (EAGAIN"), "\(text)")
            #expect(text.contains("--jobs"), "\(text)")
            #expect(!text.contains("dora"), "the message charges the student: \(text)")
        }
        // Nothing kept: the next run grades the answer.
        let kept = (try? FileManager.default.subpathsOfDirectory(atPath: store.path))?.filter { $0.hasSuffix(".json") } ?? []
        #expect(kept.isEmpty, "\(kept)")
    }
}
