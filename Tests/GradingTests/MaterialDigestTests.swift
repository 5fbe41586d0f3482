import Foundation
@testable import Grading
import Testing

/// A stored verdict is keyed on the digest of the exercise's grading
/// material: every file of its solutions folder but the author's
/// `mutations/`, which no check compiles.
@Suite("The grading material's digest")
struct MaterialDigestTests {
    @Test("a changed harness changes it; an added or edited mutation does not")
    func mutationsAreNotMaterial() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("material-digest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent("Solutions/hex-data-strategy"), to: folder)
        let before = ExerciseMaterial.digest(of: folder)
        let mutations = folder.appendingPathComponent("mutations")
        try Data("// breaks: rule 1\n".utf8).write(to: mutations.appendingPathComponent("rule1-new-bug.swift"))
        let first = try #require(FileManager.default.contentsOfDirectory(atPath: mutations.path).sorted().first)
        try Data("// breaks: rule 1\n// edited\n".utf8).write(to: mutations.appendingPathComponent(first))
        #expect(ExerciseMaterial.digest(of: folder) == before)
        let harness = folder.appendingPathComponent("harness.swift")
        try Data((try String(contentsOf: harness, encoding: .utf8) + "\n// changed\n").utf8).write(to: harness)
        #expect(ExerciseMaterial.digest(of: folder) != before)
    }
}
