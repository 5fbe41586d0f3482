import Foundation
@testable import Grading
import Literate
import Testing

/// `EditorSupport.write()` runs on every check: it plans and writes only
/// when what the files are made from changed since the last write.
@Suite("Editor support: written when its inputs change")
struct EditorSupportStampTests {
    @Test("an unchanged course writes nothing; a chapter edit, a reference answer's edit or a lost database writes again")
    func rewrites() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("editor-stamp-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Chapters", "Solutions"] {
            try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        func support() throws -> EditorSupport {
            EditorSupport(course: try Course.load(root: root), productsDirectory: TestCourse.productsDirectory)
        }
        #expect(try support().write())
        let database = try support().databaseURL
        #expect(FileManager.default.fileExists(atPath: database.path))
        #expect(try support().write() == false)
        // Unchanged inputs: nothing is planned or compared, so a generated
        // file edited by hand stays as it is (until an input changes).
        let stepFolder = try support().filesDirectory.appendingPathComponent("mana-decoding")
        let someFile = stepFolder.appendingPathComponent(try #require(try FileManager.default.contentsOfDirectory(atPath: stepFolder.path).sorted().first))
        try Data("// edited by hand\n".utf8).write(to: someFile)
        #expect(try support().write() == false)
        #expect(try String(contentsOf: someFile, encoding: .utf8) == "// edited by hand\n")

        // A chapter's code changes: the generated file of that step follows.
        let chapter = root.appendingPathComponent("Chapters/02-magic-the-gathering.md")
        let text = try String(contentsOf: chapter, encoding: .utf8)
        #expect(text.contains("struct Card:"))
        try Data(text.replacingOccurrences(of: "struct Card:", with: "/* edited */ struct Card:").utf8).write(to: chapter)
        #expect(try support().write())
        let generated = try support().filesDirectory.appendingPathComponent("mana-decoding")
        let files = try FileManager.default.contentsOfDirectory(atPath: generated.path)
        #expect(try files.contains { try String(contentsOf: generated.appendingPathComponent($0), encoding: .utf8).contains("/* edited */ struct Card") })
        #expect(try support().write() == false)

        // An earlier exercise's reference answer is part of a later step's files.
        let course = try Course.load(root: root)
        let first = try #require(course.exercises.first)
        let answer = course.referenceAnswer(for: first.id)
        try Data((try String(contentsOf: answer, encoding: .utf8) + "\n// edited\n").utf8).write(to: answer)
        #expect(try support().write())
        #expect(try support().write() == false)

        // The database removed (or edited): written again.
        try FileManager.default.removeItem(at: database)
        #expect(try support().write())
        #expect(FileManager.default.fileExists(atPath: database.path))
        #expect(try support().write() == false)
    }
}
