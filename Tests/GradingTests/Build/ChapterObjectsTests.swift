import Foundation
import Testing
@testable import Grading

/// A re-check that changed only bodies compiles the answer alone and links
/// the chapter's objects kept from an earlier compile (``ChapterObjects``)
/// under the interface the compiler found (``AnswerInterface``): the
/// verdicts must be those of compiling everything again.
@Suite("The chapter's objects, kept by the answer's interface as the compiler judges it", .serialized, .tags(.slow))
struct ChapterObjectsTests {
    func setup(cache: URL, reusing: Bool) throws -> GraderSetup {
        var setup = try GraderSetup(course: TestCourse.setup.course, productsDirectory: TestCourse.productsDirectory, cacheDirectory: cache,
                                    limits: TestCourse.setup.limits)
        setup.chapterObjectSharing = reusing ? .everyAnswer : .none
        return setup
    }

    func scratch(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    func check(_ setup: GraderSetup, _ id: String, _ answer: URL) throws -> CheckResult {
        try TestCourse.slots.with { try Checker(setup: setup).check(CheckRequest(exercise: .id(id), answer: .file(answer, shownAs: nil), seeds: .one(4242), slot: $0)) }
    }

    /// Expects a pass, showing the whole verdict (compile errors too) when not.
    func expectPassed(_ result: CheckResult, sourceLocation: SourceLocation = #_sourceLocation) {
        let shown = verdict(result) + (result.compileFailure.map { ["compile: \($0)"] } ?? [])
        #expect(result.status == .passed, "\(shown.joined(separator: "\n"))", sourceLocation: sourceLocation)
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
            count += names.filter { $0.hasSuffix(".o") && !$0.hasPrefix("answer") }.count
        }
        return count
    }

    /// The interface (``AnswerInterface``) the grader found for an answer
    /// of this text checked in `cache`, from what its compile wrote.
    func interface(of answerText: String, in cache: URL, setup: GraderSetup) throws -> String? {
        let programs = cache.appendingPathComponent("programs")
        for key in try FileManager.default.contentsOfDirectory(atPath: programs.path) where !key.hasPrefix("objects-") {
            let sources = programs.appendingPathComponent(key).appendingPathComponent("sources")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent("answer").path)) ?? [] {
                guard (try? String(contentsOf: sources.appendingPathComponent("answer").appendingPathComponent(name), encoding: .utf8)) == answerText else { continue }
                return ProgramBuilder.interface(referenceDependencies: sources.appendingPathComponent("answer-interface.swiftdeps").path,
                                                module: sources.appendingPathComponent("answer-interface.swiftmodule").path, fileName: name,
                                                tool: try #require(setup.dependencyTool()))
            }
        }
        return nil
    }

    /// Mutations of the reference answer: those that keep its interface as
    /// the compiler judges it (most: a rule broken inside a function's
    /// body) are linked with the reference's chapter objects, the others
    /// compile the chapter's files again; both get the verdict of a whole
    /// compile. tolerant-updates' bridge reads the answer's stored
    /// properties, so a wrong reuse would misread them.
    @Test("mutations checked after the reference answer reuse its chapter objects when they keep its interface, with the verdicts of a whole compile", arguments: [
        ("tolerant-updates", ["rule1-date-not-stored", "rule2-unsorted", "rule5-failures-latest-first", "rule6-non-object-empty"]),
        ("customer-decodable", ["rule1-phone-from-wrong-key", "rule3-date-as-seconds", "rule7-zip-text-converted"]),
        ("kebab-strategy", ["rule4-digit-word-dropped"]),
    ])
    func mutationsReuseObjects(id: String, mutations: [String]) throws {
        let solutions = TestCourse.root.appendingPathComponent("Solutions").appendingPathComponent(id)
        let reference = solutions.appendingPathComponent("answer.swift")
        let shared = scratch("kept-objects")
        defer { try? FileManager.default.removeItem(at: shared) }
        let reusing = try setup(cache: shared, reusing: true)
        try expectPassed(check(reusing, id, reference))
        let referenceInterface = try #require(try interface(of: String(contentsOf: reference, encoding: .utf8), in: shared, setup: reusing))
        var reused = 0
        for name in mutations {
            let mutation = solutions.appendingPathComponent("mutations").appendingPathComponent(name + ".swift")
            let compiledBefore = chapterObjectsCompiled(in: shared)
            let result = try check(reusing, id, mutation)
            let keepsInterface = try interface(of: String(contentsOf: mutation, encoding: .utf8), in: shared, setup: reusing) == referenceInterface
            let compiledAgain = chapterObjectsCompiled(in: shared) > compiledBefore
            #expect(compiledAgain != keepsInterface, "\(name): keeps the interface: \(keepsInterface), compiled the chapter again: \(compiledAgain)")
            if !compiledAgain { reused += 1 }

            let fresh = scratch("full-compile")
            defer { try? FileManager.default.removeItem(at: fresh) }
            let full = try check(try setup(cache: fresh, reusing: false), id, mutation)
            #expect(result.status == .failed, "\(name)")
            #expect(verdict(result) == verdict(full), "\(name)")
        }
        if id != "kebab-strategy" { #expect(reused > 0, "no mutation of \(id) reused the chapter's objects") }
    }

    @Test("an answer that declares something new compiles the chapter's files again")
    func declarationEditCompilesEverything() throws {
        let cache = scratch("kept-objects")
        defer { try? FileManager.default.removeItem(at: cache) }
        let reusing = try setup(cache: cache, reusing: true)
        let reference = TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift")
        try expectPassed(check(reusing, "kebab-strategy", reference))
        let compiledBefore = chapterObjectsCompiled(in: cache)
        let answer = scratch("answer").appendingPathExtension("swift")
        defer { try? FileManager.default.removeItem(at: answer) }
        try (String(contentsOf: reference, encoding: .utf8) + "\nfunc unusedHelper(_ words: [String]) -> Int { words.count }\n")
            .write(to: answer, atomically: true, encoding: .utf8)
        try expectPassed(check(reusing, "kebab-strategy", answer))
        #expect(chapterObjectsCompiled(in: cache) > compiledBefore)
    }

    /// The sources folder of the build of an answer of this text in `cache`.
    func sourcesFolder(of answerText: String, in cache: URL) throws -> URL? {
        let programs = cache.appendingPathComponent("programs")
        for key in try FileManager.default.contentsOfDirectory(atPath: programs.path) where !key.hasPrefix("objects-") {
            let sources = programs.appendingPathComponent(key).appendingPathComponent("sources")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent("answer").path)) ?? []
            where (try? String(contentsOf: sources.appendingPathComponent("answer").appendingPathComponent(name), encoding: .utf8)) == answerText {
                return sources
            }
        }
        return nil
    }

    @Test("a declaration edit is one compile of every file, and a body edit after it links the objects that compile kept")
    func declarationEditThenBodyEdit() throws {
        let cache = scratch("kept-objects")
        defer { try? FileManager.default.removeItem(at: cache) }
        let reusing = try setup(cache: cache, reusing: true)
        let id = "kebab-strategy"
        let reference = try String(contentsOf: TestCourse.root.appendingPathComponent("Solutions/\(id)/answer.swift"), encoding: .utf8)
        let answer = scratch("answer").appendingPathExtension("swift")
        defer { try? FileManager.default.removeItem(at: answer) }
        func checked(_ text: String) throws -> (result: CheckResult, sources: URL) {
            try text.write(to: answer, atomically: true, encoding: .utf8)
            let result = try check(reusing, id, answer)
            return (result, try #require(try sourcesFolder(of: text, in: cache)))
        }
        /// Whether the build compiled the answer and the chapter's files in
        /// one frontend (the map that gave the answer's interface outputs
        /// in a compile of several files is there).
        func oneFrontend(_ sources: URL) -> Bool {
            FileManager.default.fileExists(atPath: sources.appendingPathComponent("answer-interface.swiftdeps.outputs.json").path)
        }
        // The reference answer (built twice: as the answer checked, and for
        // the generated cases; the first of the two keeps its objects).
        #expect(try checked(reference).result.status == .passed)

        // A declaration edit: one frontend, and its objects kept.
        let declared = reference + "\nfunc unusedHelper(_ words: [String]) -> Int { words.count }\n"
        let first = try checked(declared)
        #expect(first.result.status == .passed)
        #expect(oneFrontend(first.sources))
        #expect(FileManager.default.fileExists(atPath: first.sources.appendingPathComponent("answer-interface.swiftmodule").path))

        // A body edit of it: the answer alone, linked with those objects.
        let compiledBefore = chapterObjectsCompiled(in: cache)
        let bodyEdit = declared.replacingOccurrences(of: "{ words.count }", with: "{ words.count + 0 }")
        let second = try checked(bodyEdit)
        #expect(second.result.status == .passed)
        #expect(!oneFrontend(second.sources))
        #expect(chapterObjectsCompiled(in: cache) == compiledBefore, "the chapter's files were compiled again")

        // A body edit that breaks the strategy (an initialiser's body; the
        // strategy's closure is an initial value, part of the interface):
        // the whole compile's verdict.
        try #require(declared.contains("self.stringValue = stringValue\n"))
        let broken = try checked(declared.replacingOccurrences(of: "self.stringValue = stringValue\n", with: "self.stringValue = stringValue.lowercased()\n"))
        #expect(!oneFrontend(broken.sources))
        #expect(chapterObjectsCompiled(in: cache) == compiledBefore)
        let fresh = scratch("full-compile")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let full = try TestCourse.slots.with { try Checker(setup: try setup(cache: fresh, reusing: false)).check(CheckRequest(exercise: .id(id), answer: .file(answer, shownAs: nil), seeds: .one(4242), slot: $0)) }
        #expect(broken.result.status == .failed)
        #expect(verdict(broken.result) == verdict(full))
    }

    /// The builds in `cache` that compiled the chapter's files (kept copies left out).
    func buildsCompilingTheChapter(in cache: URL) -> Int {
        let programs = cache.appendingPathComponent("programs")
        return ((try? FileManager.default.contentsOfDirectory(atPath: programs.path)) ?? []).filter { key in
            guard !key.hasPrefix("objects-") else { return false }
            let sources = programs.appendingPathComponent(key).appendingPathComponent("sources")
            return ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).contains { $0.hasSuffix(".o") && !$0.hasPrefix("answer") }
        }.count
    }

    /// The sets of chapter objects kept in `cache`.
    func keptObjectSets(in cache: URL) -> Int {
        let programs = cache.appendingPathComponent("programs")
        return ((try? FileManager.default.contentsOfDirectory(atPath: programs.path)) ?? []).filter {
            $0.hasPrefix("objects-") && FileManager.default.fileExists(atPath: programs.appendingPathComponent($0).appendingPathComponent("objects").path)
        }.count
    }

    @Test("workbook grade: a student's answer of the reference's interface links with the reference's chapter objects; no student's objects serve another")
    func gradeSharesTheReferencesObjectsOnly() throws {
        let cache = scratch("kept-objects")
        defer { try? FileManager.default.removeItem(at: cache) }
        var grading = try setup(cache: cache, reusing: false)
        grading.chapterObjectSharing = .referenceAnswer
        let id = "kebab-strategy"
        let reference = try String(contentsOf: TestCourse.root.appendingPathComponent("Solutions/\(id)/answer.swift"), encoding: .utf8)
        let folder = scratch("students")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func student(_ name: String, _ text: String) throws -> URL {
            let url = folder.appendingPathComponent(name).appendingPathExtension("swift")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        // A body edit of the reference: its interface. The reference answer
        // is built first (once), and its chapter objects kept.
        try #require(reference.contains("self.intValue = nil"))
        let bodyEdit = try student("first", reference.replacingOccurrences(of: "self.intValue = nil", with: "self.intValue = Int?.none"))
        let result = try check(grading, id, bodyEdit)
        #expect(result.status == .passed)
        #expect(buildsCompilingTheChapter(in: cache) == 1, "only the reference's build compiled the chapter's files")
        #expect(keptObjectSets(in: cache) == 1)
        // A student who declares something new compiles the chapter's files,
        // and keeps nothing: the next student of that same interface compiles
        // them again.
        let helper = "\nfunc unusedHelper(_ words: [String]) -> Int { words.count }\n"
        try expectPassed(check(grading, id, try student("second", reference + helper)))
        #expect(buildsCompilingTheChapter(in: cache) == 2)
        let sameInterface = try student("third", reference + helper.replacingOccurrences(of: "words.count", with: "words.count + 0"))
        try expectPassed(check(grading, id, sameInterface))
        #expect(buildsCompilingTheChapter(in: cache) == 3)
        #expect(keptObjectSets(in: cache) == 1)
        // A mutation of the reference's interface gets the whole compile's verdict.
        let mutation = TestCourse.root.appendingPathComponent("Solutions/\(id)/mutations/rule4-digit-word-dropped.swift")
        let reused = try check(grading, id, mutation)
        let fresh = scratch("full-compile")
        defer { try? FileManager.default.removeItem(at: fresh) }
        #expect(verdict(reused) == verdict(try check(try setup(cache: fresh, reusing: false), id, mutation)))
        #expect(reused.status == .failed)
    }

    @Test("kept objects that do not link are compiled again, and the verdict is the whole compile's")
    func keptObjectsThatDoNotLink() throws {
        let cache = scratch("kept-objects")
        defer { try? FileManager.default.removeItem(at: cache) }
        let reusing = try setup(cache: cache, reusing: true)
        let reference = TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift")
        try expectPassed(check(reusing, "kebab-strategy", reference))
        // Spoil every kept object: each becomes a copy of an answer's object,
        // so linking with them defines the answer's symbols twice.
        let programs = cache.appendingPathComponent("programs")
        let keys = try FileManager.default.contentsOfDirectory(atPath: programs.path)
        let answerObject = try #require(keys.lazy.map { programs.appendingPathComponent($0).appendingPathComponent("sources/answer.o") }
            .first { FileManager.default.fileExists(atPath: $0.path) })
        var spoiled = 0
        for key in keys where key.hasPrefix("objects-") {
            let objects = programs.appendingPathComponent(key).appendingPathComponent("objects")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? [] {
                let url = objects.appendingPathComponent(name)
                try FileManager.default.removeItem(at: url)
                try FileManager.default.copyItem(at: answerObject, to: url)
                spoiled += 1
            }
        }
        #expect(spoiled > 0)
        let answer = scratch("answer").appendingPathExtension("swift")
        defer { try? FileManager.default.removeItem(at: answer) }
        let text = try String(contentsOf: reference, encoding: .utf8)
        try #require(text.contains("self.intValue = nil"))
        let edited = text.replacingOccurrences(of: "self.intValue = nil", with: "self.intValue = Int?.none")
        try edited.write(to: answer, atomically: true, encoding: .utf8)
        let compiledBefore = buildsCompilingTheChapter(in: cache)
        try expectPassed(check(reusing, "kebab-strategy", answer))
        // Its interface is the reference's: the spoilt objects were the ones tried.
        let referenceInterface = try #require(try interface(of: text, in: cache, setup: reusing))
        #expect(try interface(of: edited, in: cache, setup: reusing) == referenceInterface)
        #expect(buildsCompilingTheChapter(in: cache) == compiledBefore + 1)
    }
}
