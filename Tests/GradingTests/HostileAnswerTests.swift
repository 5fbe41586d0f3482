import Foundation
import Grading
import Sandbox
import Testing

/// Answers that attack the grader: each gets the right verdict within 30 s,
/// leaves nothing running, and the grader's own process carries on.
@Suite("Hostile answers")
struct HostileAnswerTests {
    static let hostile = AnswerFixture.all(in: "hostile")

    @Test("the grader survives and names what happened", arguments: hostile)
    func hostileAnswer(_ answer: AnswerFixture) throws {
        let words = answer.expectation.dropFirst("expect: ".count).split(separator: " ", maxSplits: 1).map(String.init)
        let expected = words.first ?? ""
        let text = words.count > 1 ? words[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : nil
        let start = Date()
        let (result, slot) = try TestCourse.slots.with { slot in
            (try TestCourse.checker.check(exercise: answer.exercise, answer: answer.url, slot: slot), slot)
        }
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < 30, "took \(elapsed) s")
        #expect(result.status == .failed, "status \(result.status)")
        let hidden = result.cases.filter(\.hidden)
        switch expected {
        case "timedOut":
            #expect(hidden.contains { $0.status == .timedOut })
            #expect(hidden.first { $0.status == .timedOut }?.message.contains("timed out") == true)
        case "outputLimit":
            #expect(hidden.contains { $0.status == .outputLimit })
        case "crashed":
            #expect(result.cases.contains { $0.status == .crashed }, "\(result.cases.map { "\($0.name): \($0.status) \($0.message)" })")
            if let text {
                #expect(result.cases.contains { $0.message.contains(text) })
                #expect(!result.cases.contains { $0.message.contains("0x0000") }, "no register dump")
            }
        default:
            // Failed for its own reasons, but never leaked anything.
            #expect(!result.cases.contains { $0.output.contains("LEAKED") || $0.output.contains("CONNECTED") })
        }
        // Nothing the answer started is still running.
        if TestCourse.setup.sandbox.usesSlotUIDs {
            #expect(Sandbox.processes(ofUID: Sandbox.uid(forSlot: slot)).isEmpty)
        }
    }

    @Test("the sandbox hides the solutions from an answer that looks for them")
    func solutionsAreInvisible() throws {
        guard TestCourse.setup.sandbox.isolation == .sandboxed else { return }
        let answer = AnswerFixture.all(in: "hostile").first { $0.url.lastPathComponent == "reads-solutions.swift" }!
        let result = try TestCourse.slots.with { try TestCourse.checker.check(exercise: answer.exercise, answer: answer.url, slot: $0) }
        #expect(result.cases.filter(\.hidden).allSatisfy { !$0.output.contains("LEAKED") })
        #expect(result.cases.filter(\.hidden).contains { $0.output.contains("nothing found") || $0.message.contains("nothing found") })
    }
}
