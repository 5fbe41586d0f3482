import Foundation
@testable import Grading
import Testing

@Suite("The grader and its driver speak one protocol")
struct DriverProtocolTests {
    /// The driver is compiled from the kit's copy, the grader from its own:
    /// a key renamed in one alone would still compile.
    @Test func theDriversCopyIsTheGradersFile() throws {
        let grader = try Data(contentsOf: TestCourse.root.appendingPathComponent("Sources/Grading/Run/DriverProtocol.swift"))
        let driver = try Data(contentsOf: TestCourse.root.appendingPathComponent("Sources/Grading/Harness/DriverProtocol.swift"))
        #expect(grader == driver, "Sources/Grading/Harness/DriverProtocol.swift differs from Sources/Grading/Run/DriverProtocol.swift: copy the grader's file over the driver's")
    }

    /// The copy the grader's resources hold (what a check compiles) is the same file.
    @Test func theBundledCopyIsTheGradersFile() throws {
        let grader = try String(contentsOf: TestCourse.root.appendingPathComponent("Sources/Grading/Run/DriverProtocol.swift"), encoding: .utf8)
        #expect(try ExerciseSources.resource("DriverProtocol") == grader)
    }

    @Test func aRequestReadsBackAsWritten() throws {
        let request = DriverRequest<JSONValue>(nonce: "n", mode: .cases, chapter: true, countTasks: false,
                                               cases: [DriverCase(name: "a", input: .object(["x": .number(3), "y": .null]))], seeds: [])
        let text = try JSONEncoder().encode(request)
        let read = try JSONDecoder().decode(DriverRequest<JSONValue>.self, from: text)
        #expect(read.mode == .cases && read.chapter && !read.countTasks && read.nonce == "n")
        #expect(read.cases.map(\.name) == ["a"] && read.cases.first?.input == .object(["x": .number(3), "y": .null]))
    }

    /// A result of null is a result, not a missing one; a thrown error's
    /// path keeps indices as numbers and keys as strings.
    @Test func eventsReadBackAsWritten() throws {
        let events: [DriverEvent<JSONValue>] = [
            .chapterDone(tasks: 3),
            .chapterDone(tasks: nil),
            .result(index: 0, name: "a", outcome: .returned(.null), tasks: nil),
            .result(index: 1, name: "b", outcome: .threw(DriverThrown(kind: "keyNotFound", key: "id", path: [.key("cards"), .index(2)], debug: "no id")), tasks: 7),
            .generated(DriverGeneratedCase(name: "g", seed: "1", rule: 2, input: .array([.bool(true)]), outcome: .returned(.string("x")),
                                           explain: nil, anyDecodingError: true, compare: .object(["unordered": .array([.string("$.a")])]))),
            .done,
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for event in events {
            let text = try encoder.encode(event)
            let read = try JSONDecoder().decode(DriverEvent<JSONValue>.self, from: text)
            #expect(String(decoding: try encoder.encode(read), as: UTF8.self) == String(decoding: text, as: UTF8.self))
        }
        let thrown = try JSONEncoder().encode(DriverThrown(kind: "typeMismatch", path: [.key("cards"), .index(2)], debug: ""))
        #expect(String(decoding: thrown, as: UTF8.self).contains(#""path":["cards",2]"#))
        if case let .result(_, _, outcome, _) = try JSONDecoder().decode(DriverEvent<JSONValue>.self, from: JSONEncoder().encode(events[2])),
           case let .returned(value) = outcome {
            #expect(value == .null)
        } else {
            Issue.record("a null result did not read back as a result")
        }
    }

    /// A line holding two events at once is not one the driver writes.
    @Test func aLineOfTwoEventsIsRefused() {
        let line = Data(#"{"done":{},"chapterDone":{}}"#.utf8)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(DriverEvent<JSONValue>.self, from: line) }
    }
}
