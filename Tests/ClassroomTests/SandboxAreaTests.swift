import Foundation
import Testing
import TestSupport
@testable import Classroom
@testable import Grading
import Literate
import Sandbox
#if canImport(Glibc)
import Glibc
#endif

/// Nothing the grader makes in /tmp has a name another user can take first:
/// the sandbox area root's slot uids read programs from.
@Suite("The sandbox area cannot be taken first", .serialized, .tags(.slow))
struct SandboxAreaTests {
    static var slotUIDs: Bool { getuid() == 0 && Sandbox.detect().usesSlotUIDs }

    @Test("a squatted sandbox folder is left alone, another is made and named, and grading goes on", .enabled(if: slotUIDs, "needs root with slot uids"))
    func squattedFolder() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-area-cache-\(UUID().uuidString)")
        var made: [URL] = []
        defer {
            try? FileManager.default.removeItem(at: cache)
            for folder in made { try? FileManager.default.removeItem(at: folder) }
        }
        let first = try ProgramCache(root: cache, sandboxGroup: Sandbox.groupID)
        let area = first.sandboxArea
        made.append(area)
        let prefix = "/tmp/codable-workbook-sandbox-\(getuid())-"
        #expect(area.path.hasPrefix(prefix) && area.path.count == prefix.count + 16, "\(area.path)")
        #expect(try ProgramCache(root: cache, sandboxGroup: Sandbox.groupID).sandboxArea.path == area.path, "the recorded area is used again")
        let other = try ProgramCache(root: cache.appendingPathComponent("other"), sandboxGroup: Sandbox.groupID).sandboxArea
        made.append(other)
        #expect(other.path != area.path, "another cache guesses nothing")

        // A cleaner of /tmp removed it; another user (nobody) made one under its name,
        // and under the name older graders used too.
        try FileManager.default.removeItem(at: area)
        let predictable = URL(fileURLWithPath: "/tmp/codable-workbook-sandbox-\(getuid())-\(ProgramCache.sha256(Data(cache.standardizedFileURL.path.utf8)).prefix(8))")
        for squatted in [area, predictable] {
            #expect(mkdir(squatted.path, 0o777) == 0)
            #expect(chown(squatted.path, 65534, 65534) == 0)
            made.append(squatted)
        }
        let second = try ProgramCache(root: cache, sandboxGroup: Sandbox.groupID)
        made.append(second.sandboxArea)
        #expect(second.sandboxArea.path != area.path && second.sandboxArea.path != predictable.path)
        #expect(second.notices.count == 1 && second.notices[0].contains("\(area.path) is not the grader's any more") && second.notices[0].contains(second.sandboxArea.path),
                "\(second.notices)")
        var st = stat()
        #expect(lstat(area.path, &st) == 0 && st.st_uid == 65534, "the squatted folder was touched")

        // Grading goes on with that cache.
        let course = try Course.load(root: courseRoot)
        let checker = Checker(setup: try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory(), cacheDirectory: cache))
        #expect(checker.setup.programCache.sandboxArea.path == second.sandboxArea.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-area-class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("class/amy"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"),
                                        to: folder.appendingPathComponent("class/amy/kebab-strategy.swift"))
        var options = GradeOptions(jobs: 1)
        options.firstSlot = SlotBlocks.sandboxArea
        let run = GradeRun(submissions: folder.appendingPathComponent("class"), formats: [.json], output: folder.appendingPathComponent("grades"), options: options)
        let (report, _) = try run.run(checker: checker)
        #expect(report.students.first?.exercises.first?.outcome == .passed, "\(report.students)")
    }
}
