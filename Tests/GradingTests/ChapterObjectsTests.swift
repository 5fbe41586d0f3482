import Foundation
import Testing
@testable import Grading

/// A re-check that changed only bodies compiles the answer alone and links
/// the chapter's objects kept from an earlier compile (``ChapterObjects``):
/// the verdicts must be those of compiling everything again.
@Suite("The chapter's objects, kept by the answer's interface", .serialized)
struct ChapterObjectsTests {
    func setup(cache: URL, reusing: Bool) throws -> GraderSetup {
        var setup = try GraderSetup(course: TestCourse.setup.course, productsDirectory: TestCourse.productsDirectory, cacheDirectory: cache,
                                    limits: TestCourse.setup.limits)
        setup.reusesChapterObjects = reusing
        return setup
    }

    func scratch(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    func check(_ setup: GraderSetup, _ id: String, _ answer: URL) throws -> CheckResult {
        try TestCourse.slots.with { try Checker(setup: setup).check(exercise: id, answer: answer, seed: 4242, slot: $0) }
    }

    func verdict(_ result: CheckResult) -> [String] {
        ["\(result.status)"] + result.cases.map { "\($0.name): \($0.status) \($0.message) \($0.actual ?? "-")" }
    }

    /// The chapter files' objects compiled in `cache` so far (kept copies left out).
    func chapterObjectsCompiled(in cache: URL) -> Int {
        let programs = cache.appendingPathComponent("programs")
        var count = 0
        for key in (try? FileManager.default.contentsOfDirectory(atPath: programs.path)) ?? [] where !key.hasPrefix("objects-") {
            let sources = programs.appendingPathComponent(key).appendingPathComponent("sources")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
            count += names.filter { $0.hasSuffix(".o") && $0 != "answer.o" }.count
        }
        return count
    }

    @Test("mutations checked after the reference answer reuse its chapter objects, with the verdicts of a full compile", arguments: [
        ("kebab-strategy", ["rule3-no-capitals", "rule4-digit-word-dropped", "rule5-top-level-only"]),
        ("customer-decodable", ["rule3-date-as-seconds", "rule7-zip-text-converted"]),
    ])
    func mutationsReuseObjects(id: String, mutations: [String]) throws {
        let solutions = TestCourse.root.appendingPathComponent("Solutions").appendingPathComponent(id)
        let shared = scratch("kept-objects")
        defer { try? FileManager.default.removeItem(at: shared) }
        let reusing = try setup(cache: shared, reusing: true)
        #expect(try check(reusing, id, solutions.appendingPathComponent("answer.swift")).status == .passed)
        for name in mutations {
            let mutation = solutions.appendingPathComponent("mutations").appendingPathComponent(name + ".swift")
            let compiledBefore = chapterObjectsCompiled(in: shared)
            let reused = try check(reusing, id, mutation)
            #expect(chapterObjectsCompiled(in: shared) == compiledBefore, "\(name): the chapter's files were compiled again")

            let fresh = scratch("full-compile")
            defer { try? FileManager.default.removeItem(at: fresh) }
            let full = try check(try setup(cache: fresh, reusing: false), id, mutation)
            #expect(reused.status == .failed, "\(name)")
            #expect(verdict(reused) == verdict(full), "\(name)")
        }
    }

    @Test("an answer that declares something new compiles the chapter's files again")
    func declarationEditCompilesEverything() throws {
        let cache = scratch("kept-objects")
        defer { try? FileManager.default.removeItem(at: cache) }
        let reusing = try setup(cache: cache, reusing: true)
        let reference = TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift")
        #expect(try check(reusing, "kebab-strategy", reference).status == .passed)
        let compiledBefore = chapterObjectsCompiled(in: cache)
        let answer = scratch("answer").appendingPathExtension("swift")
        defer { try? FileManager.default.removeItem(at: answer) }
        try (String(contentsOf: reference, encoding: .utf8) + "\nfunc unusedHelper(_ words: [String]) -> Int { words.count }\n")
            .write(to: answer, atomically: true, encoding: .utf8)
        #expect(try check(reusing, "kebab-strategy", answer).status == .passed)
        #expect(chapterObjectsCompiled(in: cache) > compiledBefore)
    }
}
