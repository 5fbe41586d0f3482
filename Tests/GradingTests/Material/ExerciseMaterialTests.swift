import Foundation
@testable import Grading
import Literate
import Testing

/// An exercise's grading material is one value, read once from its folder
/// (``ExerciseMaterial``): the checker, the class grader, the verifier and
/// the verdicts' digest take it from there, and only ``ExerciseFolder``
/// names its files.
@Suite("An exercise's material, read once")
struct ExerciseMaterialTests {
    /// A copy of a course exercise's folder, removed afterwards.
    static func copy(_ id: String, _ body: (ExerciseFolder) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("material-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent("Solutions/\(id)"), to: root.appendingPathComponent(id))
        try body(ExerciseFolder(id: id, in: root))
    }

    @Test("it holds every file of the folder: answer, harness, generator, bridge, cases and mutations")
    func holdsEverything() throws {
        try Self.copy("hex-data-strategy") { folder in
            let material = ExerciseMaterial.read(folder)
            for file in ExerciseFolder.File.allCases {
                #expect(material.text(file) == folder.read(file), "\(file.rawValue)")
                #expect(material.has(file), "\(file.rawValue)")
            }
            let cases = try material.cases.get()
            #expect(cases.exercise == "hex-data-strategy" && !cases.cases.isEmpty)
            #expect(material.points == (cases.points ?? 10))
            #expect(material.hasGenerator)
            let mutations = material.mutations.compactMap { try? $0.get() }
            #expect(!mutations.isEmpty && mutations.count == material.mutations.count)
            #expect(mutations.allSatisfy { $0.displayPath.hasPrefix("Solutions/hex-data-strategy/mutations/rule") })
        }
    }

    @Test("what was read is what is used: a file changed on disk afterwards changes nothing in the value")
    func oneValue() throws {
        try Self.copy("hex-data-strategy") { folder in
            let material = ExerciseMaterial.read(folder)
            let before = try material.cases.get().cases.map(\.name)
            try Data(#"{"exercise": "hex-data-strategy", "cases": []}"#.utf8).write(to: folder.url(.cases))
            try Data("// changed\n".utf8).write(to: folder.url(.harness))
            #expect(try material.cases.get().cases.map(\.name) == before)
            #expect(material.text(.harness) != "// changed\n")
            let again = ExerciseMaterial.read(folder)
            #expect(try again.cases.get().cases.isEmpty)
            #expect(again.text(.harness) == "// changed\n")
            #expect(again.digest != material.digest)
        }
    }

    @Test("a malformed cases file is an error naming the file, the place in it and what is wrong; the rest of the material still reads")
    func malformedCases() throws {
        try Self.copy("hex-data-strategy") { folder in
            try Data(#"{"exercise": "hex-data-strategy", "cases": [{"name": "a", "input": 1, "expect": {"error": "keyNotFuond"}}]}"#.utf8).write(to: folder.url(.cases))
            let material = ExerciseMaterial.read(folder)
            #expect(material.text(.harness) != nil && material.text(.answer) != nil)
            #expect(material.points == 10)
            let message = try #require(material.cases.failure).description
            // The case's line in the file (the cases are on line 1 here).
            #expect(message.hasPrefix("Solutions/hex-data-strategy/cases.json:1: error: invalid cases: "))
            #expect(message.contains("[0]") && message.contains("did you mean 'keyNotFound'?"))
            #expect(throws: GradingError.self) { try TestCourse.checker.cases(of: material) }
        }
    }

    @Test("a missing cases file is an error naming it, as reading it says")
    func missingCases() throws {
        try Self.copy("hex-data-strategy") { folder in
            try FileManager.default.removeItem(at: folder.url(.cases))
            let message = try #require(ExerciseMaterial.read(folder).cases.failure).description
            #expect(message.hasPrefix("Solutions/hex-data-strategy/cases.json: error: invalid cases: cannot read it"))
        }
    }

    @Test("an unknown exercise reads no folder")
    func unknownExercise() {
        #expect(throws: GradingError.self) { try TestCourse.checker.material(for: "../Chapters") }
        #expect(TestCourse.checker.materialDigest(for: "../Chapters").isEmpty)
        #expect(TestCourse.checker.points(for: "no-such-exercise") == 10)
    }

    /// The files' names are spelled in `ExerciseFolder` only: code that
    /// needs one asks it, so a renamed file is renamed in one place.
    @Test("no source file but ExerciseFolder spells the material's file names")
    func namesLiveInOnePlace() throws {
        let sources = TestCourse.root.appendingPathComponent("Sources")
        let names = ExerciseFolder.File.allCases.map(\.rawValue)
        var found: [String] = []
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" && url.lastPathComponent != "ExerciseFolder.swift" {
            // The grader's harness resources are compiled into the exercise's program, not the workbook.
            if url.path.contains("/Grading/Harness/") { continue }
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for name in names where code.contains(name) {
                    found.append("\(url.path.dropFirst(sources.path.count + 1)):\(index + 1): \(name)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}

extension Result {
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
