import Foundation
import Grading
import Literate
import Testing

/// Generated cases: reproducible by seed, tied to stated rules, passed by the
/// reference answer whatever the seed, failed by the starter stub.
@Suite("Generated cases and their oracle", .tags(.slow))
struct GeneratedCaseTests {
    static let generating = TestCourse.checker.exerciseIDs.filter { TestCourse.checker.hasGenerator($0) }

    @Test("every exercise has a generator")
    func everyExerciseGenerates() {
        let missing = TestCourse.checker.exerciseIDs.filter { !TestCourse.checker.hasGenerator($0) }
        #expect(missing.isEmpty, "no Solutions/<id>/generator.swift for \(missing)")
    }

    @Test("the same seed makes the same cases; another seed other cases", arguments: generating)
    func reproducible(_ id: String) throws {
        let first = try TestCourse.slots.with { try TestCourse.checker.generatedCases(for: id, seeds: [7], slot: $0) }
        let again = try TestCourse.slots.with { try TestCourse.checker.generatedCases(for: id, seeds: [7], slot: $0) }
        let other = try TestCourse.slots.with { try TestCourse.checker.generatedCases(for: id, seeds: [8], slot: $0) }
        #expect(!first.isEmpty, "\(id)'s generator made no case")
        #expect(first == again, "\(id): seed 7 made different cases on a second run")
        #expect(first.map(\.input) != other.map(\.input), "\(id): seeds 7 and 8 made the same inputs")
        #expect(first.allSatisfy { $0.rule != nil }, "\(id): a generated case names no rule")
        #expect(Set(first.map(\.name)).count == first.count, "\(id): two generated cases share a name")
    }

    /// The course's checker with room for the report of many seeds in one
    /// run (the output limit is the sandbox's, not what is tested here), so
    /// a sweep of seeds costs a few runs, not one per seed.
    static let sweeping: Checker = {
        var setup = TestCourse.setup
        setup.limits.outputBytes = 32 << 20
        return Checker(setup: setup)
    }()

    /// The seed a generated case of a many-seed check was made from (its
    /// name ends in "(seed N)").
    static func seed(of result: CaseResult) -> String? {
        guard result.origin == "generated", let open = result.name.range(of: "(seed ", options: .backwards), result.name.hasSuffix(")") else { return nil }
        return String(result.name[open.upperBound...].dropLast())
    }

    @Test("the reference answer passes 200 seeds", arguments: generating)
    func referencePassesEverySeed(_ id: String) throws {
        let reference = try String(contentsOf: TestCourse.setup.course.referenceAnswer(for: id), encoding: .utf8)
        var seen: Set<String> = []
        for first in stride(from: UInt64(1), through: 200, by: 50) {
            let result = try TestCourse.slots.with {
                try Self.sweeping.check(CheckRequest(exercise: .id(id), answer: .text(reference, shownAs: "Solutions/\(id)/answer.swift"), seeds: .these(Array(first...(first + 49))), slot: $0))
            }
            #expect(result.passed, "seeds \(first)…\(first + 49): \(result.cases.filter { !$0.passed }.prefix(3).map { "\($0.name): \($0.message)" })")
            seen.formUnion(result.cases.compactMap(Self.seed(of:)))
        }
        #expect(seen == Set((1...200).map(String.init)), "\(id): no generated case for seeds \(Set((1...200).map(String.init)).subtracting(seen).sorted().prefix(10))")
    }

    @Test("the starter stub fails every seed", arguments: generating)
    func stubFailsEverySeed(_ id: String) throws {
        let chapter = try #require(TestCourse.setup.course.chapter(forExercise: id))
        let stub = try #require(chapter.snippets.first { $0.kind == .exercise(id: id) })
        let result = try TestCourse.slots.with {
            try Self.sweeping.check(CheckRequest(exercise: .id(id), answer: .text(stub.code, shownAs: "Exercises/\(id).swift"), seeds: .these(Array(1...20)), slot: $0))
        }
        if result.status == .compileError { return }
        let failedSeeds = Set(result.cases.filter { !$0.passed }.compactMap(Self.seed(of:)))
        let passedSeeds = Set((1...20).map(String.init)).subtracting(failedSeeds)
        #expect(passedSeeds.isEmpty, "\(id): the stub passes every generated case of seeds \(passedSeeds.sorted())")
    }
}

@Suite("What an answer may not contain", .tags(.slow))
struct AnswerScreenTests {
    @Test("attributes that replace the grader's functions are refused at their line; comments and strings are not code")
    func screened() throws {
        let answer = """
        // @_silgen_name in a comment is fine
        let text = "#sourceLocation in a string is fine"
        /* nested /* @_cdecl */ still a comment */
        @_silgen_name("swift_retain")
        func retain() {}
        #sourceLocation(file: "/etc/shadow", line: 1)
        """
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .text(answer, shownAs: "Exercises/kebab-strategy.swift"), slot: $0))
        }
        #expect(result.status == .compileError)
        let diagnostics = result.compileFailure?.diagnostics ?? []
        #expect(diagnostics.map(\.line) == [4, 6])
        #expect(diagnostics.allSatisfy { $0.file == "Exercises/kebab-strategy.swift" && $0.message.contains("not allowed in an answer") })
    }
}

@Suite("Results judged by the grader")
struct SealedStringsTests {
    @Test("a sealed secret opens to {sealed}, one in clear shows as {clear}, other strings stay")
    func reveal() throws {
        // What EncryptedCodableString writes: base64 of AES-GCM's combined box.
        let key = "codable-workbook"
        let sealedText = try sealed("R8-PX2-77QL", key: key)
        let document = JSONValue.object(["accessKey": .string(sealedText), "atm_code": .string("4417"), "name": .string("Ada")])
        let seen = SealedStrings(key: key, fields: ["accessKey", "atmCode"]).revealForTesting(document)
        #expect(seen == .object(["accessKey": .sealed("R8-PX2-77QL"),
                                 "atm_code": .clear("4417"),
                                 "name": .string("Ada")]))
        let wrongKey = SealedStrings(key: "another-key-1234", fields: ["accessKey"]).revealForTesting(document)
        #expect(wrongKey == .object(["accessKey": .clear(sealedText), "atm_code": .string("4417"), "name": .string("Ada")]))
        // Shown in the notation cases.json uses.
        #expect(seen.description == #"{"accessKey":{"sealed":"R8-PX2-77QL"},"atm_code":{"clear":"4417"},"name":"Ada"}"#)
    }

    @Test("an object an answer writes as {sealed: …} is not a sealed string")
    func forgedAnnotation() throws {
        let strings = SealedStrings(key: "codable-workbook", fields: ["accessKey", "atmCode"])
        let expected = strings.annotatedForTesting(.object(["accessKey": .object(["sealed": .string("R8-PX2-77QL")]), "atmCode": .object(["clear": .string("1")])]))
        #expect(expected == .object(["accessKey": .sealed("R8-PX2-77QL"), "atmCode": .clear("1")]))
        // What an answer that never encrypts writes, as the grader sees it.
        let forged = strings.revealForTesting(.object(["accessKey": .object(["sealed": .string("R8-PX2-77QL")]), "atmCode": .object(["clear": .string("1")])]))
        #expect(forged != expected)
        #expect(expected.firstDifference(from: forged)?.path == "$.accessKey")
        // The real thing passes.
        let real = strings.revealForTesting(.object(["accessKey": .string(try sealed("R8-PX2-77QL", key: "codable-workbook")), "atmCode": .string("1")]))
        #expect(real == expected)
    }

    private func sealed(_ text: String, key: String) throws -> String {
        try SealedStrings.sealForTesting(text, key: key)
    }
}
