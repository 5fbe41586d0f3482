import Classroom
import Foundation
import Testing

@Suite("Submissions folder: what is graded, what is reported")
struct SubmissionsScanTests {
    @Test("a hidden student folder is reported, not left out unseen; .git and hidden files stay silent")
    func hiddenFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["ada", ".bob", ".git"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data("let x = 1\n".utf8).write(to: root.appendingPathComponent(folder).appendingPathComponent("kebab-strategy.swift"))
        }
        try Data().write(to: root.appendingPathComponent(".DS_Store"))

        let scanned = try Submissions.scan(root, exerciseIDs: ["kebab-strategy"])
        #expect(scanned.students.map(\.name) == ["ada"])
        #expect(scanned.strayFiles.map(\.file) == [".bob"])
        #expect(scanned.strayFiles.first?.reason.contains("hidden folder") == true)
    }
}
