import Foundation
import Testing
@testable import Verification

/// What `workbook new exercise` writes is in the exercise format the course's
/// own exercises use (docs/EXERCISE-FORMAT.md): a typed harness, a generator
/// of typed cases, cases without `explain` (the rule's text is the chapter's).
@Suite("The scaffold's grading files are typed and compile with the kit", .tags(.slow))
struct ExerciseTemplatesTests {
    static let kit = repositoryRoot.appendingPathComponent("Sources/Grading/Harness")

    @Test("the harness and the generator type-check with the kit and the driver")
    func compileWithKit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written: [(String, String)] = [
            ("harness.swift", ExerciseTemplates.harness(id: "star-rating")),
            ("generator.swift", ExerciseTemplates.generator(id: "star-rating")),
            // What the grader's Exercise module gives the driver.
            ("chapter.swift", "func workbookChapterMain() throws {}\n"),
        ]
        for (name, text) in written { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let kitFiles = ["main.swift", "WorkbookSupport.swift", "WorkbookKit.swift", "WorkbookThrown.swift", "DriverProtocol.swift"].map { Self.kit.appendingPathComponent($0).path }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "5"] + kitFiles + written.map { folder.appendingPathComponent($0.0).path }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the scaffold's harness or generator does not compile with the kit:\n\(diagnostics)")
        #expect(!diagnostics.contains("error:"), "\(diagnostics)")
    }

    @Test("a generator's case input may be nested JSON literals, with no type annotation")
    func nestedLiteralInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = """
        enum WorkbookGenerator {
            static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
                var cases = WorkbookCases(naming: .generated)
                let parts: [WorkbookJSON] = [[.string(random.word(letters: 3...8)), .integer(random.int(in: 1...9))]]
                cases.add(1, "a kit", ["kit": ["name": .string(random.word(letters: 3...8)), "parts": .array(parts)]])
                cases.add(2, "a list", [["name": "a", "count": 1], ["name": "b"]], anyDecodingError: true)
                cases.add(3, "typed", ["value": "text"])
                return cases.all
            }
        }
        enum WorkbookExercise: TypedHarness {
            static func run(_ input: WorkbookJSON) throws -> WorkbookJSON { input }
        }
        func workbookChapterMain() throws {}

        """
        try generator.write(to: folder.appendingPathComponent("generator.swift"), atomically: true, encoding: .utf8)
        let kitFiles = ["main.swift", "WorkbookSupport.swift", "WorkbookKit.swift", "WorkbookThrown.swift", "DriverProtocol.swift"].map { Self.kit.appendingPathComponent($0).path }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "5"] + kitFiles + [folder.appendingPathComponent("generator.swift").path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && !diagnostics.contains("error:"), "\(diagnostics)")
    }

    @Test("the grading files use the typed vocabulary, not JSONSerialization's values or explain")
    func typed() {
        let harness = ExerciseTemplates.harness(id: "star-rating")
        let generator = ExerciseTemplates.generator(id: "star-rating")
        #expect(harness.contains("enum WorkbookExercise: TypedHarness"))
        #expect(generator.contains("WorkbookCases()"))
        for (name, text) in [("harness", harness), ("generator", generator)] {
            for untyped in ["Any", "NSNumber", "NSNull", "JSONSerialization", "explain"] {
                #expect(text.range(of: "\\b\(untyped)\\b", options: .regularExpression) == nil, "the \(name) template still uses \(untyped)")
            }
        }
        #expect(!ExerciseTemplates.cases(id: "star-rating").contains("\"explain\""))
    }
}
