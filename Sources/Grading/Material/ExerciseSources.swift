import Foundation
import Literate
import Toolchain

/// The sources of an exercise's program made from its material (the
/// harness, generator, bridge and reference answer, each marked with where
/// it came from), and the grader's own driver and support files.
struct ExerciseSources: Sendable {
    let id: String
    /// Where the material was read from, and how its files are shown.
    let folder: ExerciseFolder
    let harness: String
    /// `generator.swift`, or an empty generator when the exercise has none.
    let generator: String
    /// `bridge.swift`: compiled with each answer, naming what the harness
    /// needs of it beyond conformances. Optional.
    let bridge: String?
    let referenceAnswer: String
    let driver: String
    let support: String
    /// The harness kit (Harness/WorkbookKit.swift): typed inputs, results and generated cases.
    let kit: String
    /// A thrown DecodingError as a result (Harness/WorkbookThrown.swift).
    let thrown: String
    /// The grader ↔ driver protocol (Harness/DriverProtocol.swift).
    let driverProtocol: String
    let hasGenerator: Bool

    init(material: ExerciseMaterial) throws {
        let folder = material.folder
        id = folder.id
        guard let harness = material.text(.harness) else {
            throw GradingError.setup("\(Self.display(folder.url(.harness))) is missing: the exercise cannot be graded without it")
        }
        guard let answer = material.text(.answer) else {
            throw GradingError.setup("\(Self.display(folder.url(.answer))) is missing: the grader needs the reference answer to build the exercise's program and to compute the expected results of generated cases")
        }
        self.harness = SourceFile.segment(harness, path: folder.displayPath(.harness), line: 1)
        if let generator = material.text(.generator) {
            self.generator = SourceFile.segment(generator, path: folder.displayPath(.generator), line: 1)
            hasGenerator = true
        } else {
            generator = "enum WorkbookGenerator {\n    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] { [] }\n}\n"
            hasGenerator = false
        }
        bridge = material.text(.bridge).map { SourceFile.segment($0, path: folder.displayPath(.bridge), line: 1) }
        referenceAnswer = SourceFile.segment(answer, path: folder.displayPath(.answer), line: 1)
        self.folder = folder
        driver = try Self.resource("main")
        support = try Self.resource("WorkbookSupport")
        kit = try Self.resource("WorkbookKit")
        thrown = try Self.resource("WorkbookThrown")
        driverProtocol = try Self.resource("DriverProtocol")
    }

    /// The grader's module (`WorkbookHarness`): the harness, the generator,
    /// the generators' support and the driver. It imports the learner's
    /// module `Exercise` (the chapter and the answer), and is compiled once,
    /// against the reference answer's interface, before any answer exists.
    func harnessFiles() -> [(name: String, text: String)] {
        let imports = "@testable import Exercise\n@testable import \(KitModule.moduleName)\n"
        return [
            ("WorkbookHarness.swift", imports + harness),
            ("WorkbookGenerator.swift", imports + generator),
            ("main.swift", imports + driver),
        ]
    }

    /// The kit's files no exercise changes, compiled once into the module
    /// `WorkbookKit` (``KitModule``) that the grader's module imports.
    func kitFiles() -> [(name: String, text: String)] {
        [("WorkbookSupport.swift", support), ("WorkbookKit.swift", kit), ("WorkbookThrown.swift", thrown), ("DriverProtocol.swift", driverProtocol)]
    }

    /// The learner's module (`Exercise`) but the answer: the chapter's files
    /// at the step, its `main.swift` as a function the driver calls, and the
    /// bridge.
    func exerciseFiles(step: Tangler.ExerciseStep) -> [(name: String, text: String)] {
        step.files.map { ($0.name, $0.text) }
            + [("WorkbookChapterMain.swift", SourceFileText.wrappedMain(step.main.text))]
            + (bridge.map { [("WorkbookBridge.swift", $0)] } ?? [])
    }

    /// The grader's own driver and support files, by name: part of every
    /// material's digest (``ExerciseMaterial/digest``).
    static let graderFileNames = ["main", "WorkbookSupport", "WorkbookKit", "WorkbookThrown", "DriverProtocol"]

    static func resource(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "swift", subdirectory: "Harness"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw GradingError.setup("the grader's Harness/\(name).swift is missing from its resources; rebuild the workbook (swift build)")
        }
        return text
    }

    private static func display(_ file: URL) -> String {
        let path = file.path
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
