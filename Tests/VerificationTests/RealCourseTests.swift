import Foundation
import Grading
import Literate
import Testing
import Verification

/// The repository's own chapters are what they claim: every output block is
/// what the chapter's code prints at that step, every chapter target prints
/// its last output block, every reference answer passes and every starter
/// stub fails. This is `workbook verify` as a test.
@Suite("The real course", .tags(.slow))
struct RealCourseTests {
    @Test("workbook verify holds for every chapter")
    func realCourseVerifies() throws {
        let course = try Course.load(root: repositoryRoot)
        #expect(course.chapters.count >= 4)
        // Every exercise with grading material has its stub in a chapter, and
        // every chapter has at least three exercises.
        let solutions = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Solutions").path).filter { !$0.hasPrefix(".") }
        #expect(Set(course.exercises.map(\.id)) == Set(solutions))
        for chapter in course.chapters {
            #expect(chapter.exerciseIDs.count >= 3, "\(chapter.path) has \(chapter.exerciseIDs.count) exercises")
        }
        // The program cache the grading and classroom tests use for this same
        // course (WORKBOOK_CACHE, else the user's): its step kits, harnesses
        // and reference answers are compiled once per test run, not once
        // per cache. Compiled programs are keyed by their content, so a
        // program compiled by another test is the one this check would build.
        let setup = try GraderSetup(course: course, productsDirectory: productsDirectory, cacheDirectory: ProgramCache.defaultRoot())
        let report = try Verifier(setup: setup, jobs: 2, firstSlot: 200).verify()
        for failure in report.failures { Issue.record("\(failure)") }
        // Every output block of every chapter was checked, plus a target per
        // chapter and two claims per exercise.
        let outputs = course.chapters.reduce(0) { count, chapter in
            count + chapter.snippets.filter { if case .output = $0.kind { true } else { false } }.count
        }
        #expect(report.findings.filter(\.passed).count >= outputs + course.chapters.count + 2 * course.exercises.count)
    }
}

/// `swift run <Target>` runs the page as a playground would: the executable
/// SwiftPM built from Tangled/ (with its own Bundle.module) prints the
/// chapter's last output block.
@Suite("The chapter targets", .tags(.slow))
struct ChapterTargetTests {
    static let chapters = ((try? Course.load(root: repositoryRoot))?.chapters ?? []).map(\.targetName)

    @Test("the built target prints the chapter's last output block", arguments: chapters)
    func targetPrintsLastOutput(_ target: String) throws {
        let course = try Course.load(root: repositoryRoot)
        let chapter = try #require(course.chapters.first { $0.targetName == target })
        let last = try #require(try course.tangler(for: chapter).steps().last?.output)
        let executable = productsDirectory.appendingPathComponent(target)
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the package first: \(executable.path) is missing")
        let process = Process()
        process.executableURL = executable
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let elide = last.kind == .output(elide: true)
        let mismatch = OutputMatcher(elide: elide).firstMismatch(expected: last.code, actual: String(decoding: data, as: UTF8.self))
        #expect(mismatch == nil, "\(chapter.path):\(last.line + (mismatch?.line ?? 1) - 1): expected \(mismatch?.expected ?? "(nothing)"), printed \(mismatch?.actual ?? "(nothing)")")
    }
}
