import Foundation
@testable import Grading
import Testing

/// Hidden cases run on a machine unlike the grader's; the chapter's own
/// output in the zone it was made in.
@Suite("The machine the cases run on", .tags(.slow))
struct RunEnvironmentTests {
    @Test("date exercises' hidden and generated cases run apart, far from UTC, at an offset that is not whole hours; the chapter's output and other exercises in UTC")
    func zones() throws {
        let dates = DateFields(unit: .seconds, paths: ["$"])
        #expect(RunEnvironment.casesRunApart(dates: dates))
        #expect(!RunEnvironment.casesRunApart(dates: nil))
        #expect(RunEnvironment.casesTimeZone(dates: nil) == "UTC")
        #expect(RunEnvironment.environment(timeZone: RunEnvironment.chapterTimeZone)["TZ"] == "UTC")
        let name = RunEnvironment.casesTimeZone(dates: dates)
        #expect(RunEnvironment.environment(timeZone: name)["TZ"] == name)
        let zone = try #require(TimeZone(identifier: name), "\(name) is a zone Foundation knows")
        #expect(abs(zone.secondsFromGMT()) >= 3 * 3600, "far from UTC")
        #expect(zone.secondsFromGMT() % 3600 != 0, "not a whole number of hours")
        #expect(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + name), "the sandbox shows /usr, zoneinfo included")
    }

    @Test("an answer that leaves a day to the machine's zone fails rule 1 by the zone's offset; the chapter's output, made in UTC, still matches")
    func machineZoneIsGraded() throws {
        let answer = TestCourse.root.appendingPathComponent("Solutions/workshop-dates/mutations/rule1-day-in-local-zone.swift")
        let code = try String(contentsOf: answer, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("//") }
        #expect(!code.contains { $0.contains("timeZone") }, "the answer sets no time zone")
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id("workshop-dates"), answer: .file(answer, shownAs: nil), seeds: .one(11), slot: $0)) }
        #expect(result.status == .failed)
        #expect(result.cases.first { !$0.hidden }?.passed == true, "the chapter's output is checked in UTC")
        let failing = result.cases.filter { !$0.passed }
        #expect(!failing.isEmpty && failing.allSatisfy { $0.rule == 1 }, "\(failing.map { "\($0.name): \($0.rule.map(String.init) ?? "-")" })")
        #expect(failing.contains { $0.message.contains("9 h 30 min later") }, "\(failing.first?.message ?? "")")
    }
}
