import Foundation
@testable import Grading
import Literate
import Testing

/// A stored verdict is keyed on the digest of the exercise's grading
/// material: every file of its solutions folder but the author's
/// `mutations/`, which no check compiles.
@Suite("The grading material's digest")
struct MaterialDigestTests {
    static func digest(_ folder: URL) -> Data {
        ExerciseMaterial.read(ExerciseFolder(id: "hex-data-strategy", url: folder)).digest
    }

    @Test("a changed harness changes it; an added or edited mutation does not")
    func mutationsAreNotMaterial() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("material-digest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent("Solutions/hex-data-strategy"), to: folder)
        let before = Self.digest(folder)
        let mutations = folder.appendingPathComponent("mutations")
        try Data("// breaks: rule 1\n".utf8).write(to: mutations.appendingPathComponent("rule1-new-bug.swift"))
        let first = try #require(FileManager.default.contentsOfDirectory(atPath: mutations.path).sorted().first)
        try Data("// breaks: rule 1\n// edited\n".utf8).write(to: mutations.appendingPathComponent(first))
        #expect(Self.digest(folder) == before)
        let harness = folder.appendingPathComponent("harness.swift")
        try Data((try String(contentsOf: harness, encoding: .utf8) + "\n// changed\n").utf8).write(to: harness)
        #expect(Self.digest(folder) != before)
    }

    @Test("the checker's digest is the material's, for the course's own exercise")
    func checkerDigestIsTheMaterials() throws {
        let id = "hex-data-strategy"
        let material = try TestCourse.checker.material(for: id)
        #expect(TestCourse.checker.materialDigest(for: id) == material.digest)
        #expect(material.digest.count == 32)
    }
}
