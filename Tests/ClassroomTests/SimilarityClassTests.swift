import Foundation
import Testing
@testable import Classroom
import Grading
#if canImport(Glibc)
import Glibc
#endif

/// `workbook grade --similarity` as an instructor runs it, on a class where
/// some answers are built to stop the similarity report: each costs only its
/// own student a note, and everyone gets their grades and the report.
@Suite("grade --similarity: hostile answers beside honest students", .serialized, .tags(.slow))
struct SimilarityClassTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: courseRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Eight one-expression helpers, each passing a 16-term sum of its
    /// parameter to the next: inlined, about 16^8 tokens.
    static let inliningBomb: String = {
        var text = "\nfunc bomb8(_ x: Int) -> Int { x }\n"
        for level in stride(from: 7, through: 0, by: -1) {
            text += "func bomb\(level)(_ x: Int) -> Int { bomb\(level + 1)(" + Array(repeating: "x", count: 16).joined(separator: " + ") + ") }\n"
        }
        return text + "let bombed = bomb0(1)\n"
    }()

    /// A member chain the parser does not count as nesting: a syntax tree
    /// 2,100 levels deep.
    static let deepChain = "\nlet deepChain = 1" + String(repeating: ".self", count: 2_100) + "\n"

    /// Reads bubblewrap's pid 1's environment into the answer's feedback.
    static let environReader = """
        import Foundation

        struct AnyCodingKey: CodingKey {
            let stringValue: String
            let intValue: Int? = nil
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { return nil }
        }

        extension JSONDecoder.KeyDecodingStrategy {
            static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
                let environ = (try? String(contentsOfFile: "/proc/1/environ", encoding: .utf8)) ?? "unreadable"
                print("environ: " + environ.replacingOccurrences(of: "\\u{0}", with: " "))
                fatalError("environ: " + environ.replacingOccurrences(of: "\\u{0}", with: " "))
            }
        }

        """

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = GraderSetup.defaultProductsDirectory().appendingPathComponent("workbook")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both as they come (a full pipe would hold the process).
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.done { usleep(10_000) }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errorData.value, as: UTF8.self))
    }

    final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private var finished = false
        func set(_ value: Data) { lock.lock(); data = value; finished = true; lock.unlock() }
        var done: Bool { lock.lock(); defer { lock.unlock() }; return finished }
        var value: Data { lock.lock(); defer { lock.unlock() }; return data }
    }

    @Test("the inlining bomb, a 2,100-level chain and an answer reading /proc/1/environ cost only their students a note; everyone gets grades and the report")
    func hostileAnswersBesideHonestOnes() throws {
        let binary = GraderSetup.defaultProductsDirectory().appendingPathComponent("workbook")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the workbook first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("similarity-class-\(UUID().uuidString)")
        // The grader's working folder: nothing any answer can read may name it.
        let workingFolder = folder.appendingPathComponent("grader-cwd-\(UUID().uuidString.prefix(8))")
        let submissions = folder.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: workingFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = try Self.text("Solutions/kebab-strategy/answer.swift")
        let helpers = try Self.text("Tests/GradingTests/Answers/kebab-strategy/alt-computed-property-helpers.swift")
        let answers: [(String, String)] = [
            ("amy", reference),
            ("ben", helpers),
            ("cat", try Self.text("Tests/GradingTests/Answers/kebab-strategy/alt-stored-var-components.swift")),
            // dan: ben's answer, renamed.
            ("dan", helpers.replacingOccurrences(of: "camelCase", with: "toCamel").replacingOccurrences(of: "upperNext", with: "raiseNext")
                .replacingOccurrences(of: "result", with: "built")),
            ("eve", try Self.text("Tests/GradingTests/Answers/kebab-strategy/alt-declares-harness-words.swift")),
            ("bomb", reference + Self.inliningBomb),
            ("deep", reference + Self.deepChain),
            ("leaky", Self.environReader),
        ]
        for (name, text) in answers {
            try FileManager.default.createDirectory(at: submissions.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: submissions.appendingPathComponent(name).appendingPathComponent("kebab-strategy.swift"))
        }
        let output = folder.appendingPathComponent("grades")
        let start = Date()
        let result = try Self.run(["grade", submissions.path, "--course", courseRoot.path, "--output", output.path, "--course-seed", "7",
                                   "--jobs", "2", "--similarity", output.appendingPathComponent("similarity.csv").path], in: workingFolder)
        let seconds = Date().timeIntervalSince(start)
        #expect(result.status == 0, "\(result.output)\n\(result.error)")

        // Everyone has a grade; the honest students passed.
        let report = try ClassReport.load(output.appendingPathComponent("grades.json"))
        #expect(report.students.map(\.name).sorted() == answers.map(\.0).sorted())
        for name in ["amy", "ben", "cat", "dan", "eve", "bomb"] {
            let student = try #require(report.students.first { $0.name == name })
            #expect(student.exercises[0].outcome == .passed, "\(name): \(student.exercises[0].reason ?? "")")
        }

        // The report was written for everyone; the hostile answers have their notes.
        let csv = try String(contentsOf: output.appendingPathComponent("similarity.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("exercise,student_a,student_b,score,compared_with,flagged,standing,reason\r\n"))
        for name in ["amy", "ben", "cat", "dan", "eve", "bomb", "leaky"] {
            #expect(csv.contains(",\(name),") || csv.contains("kebab-strategy,\(name),"), "\(name) is in no pair")
        }
        #expect(!csv.contains(",deep,") && !csv.contains("kebab-strategy,deep,"), "the answer past the depth bound was compared")
        #expect(csv.contains("kebab-strategy,ben,dan,") && csv.split(separator: "\r\n").contains { $0.hasPrefix("kebab-strategy,ben,dan,") && $0.contains(",student,yes,") },
                "ben's answer renamed is not flagged:\n\(csv)")
        let said = result.output + result.error
        #expect(said.contains("deep, kebab-strategy: could not be compared: its code nests more than 2000 syntax levels deep"), "\(said)")
        #expect(said.contains("bomb, kebab-strategy: compared as written only"), "\(said)")
        #expect(said.contains("kebab-strategy: ") && said.contains("pair(s) flagged"), "\(said)")
        let page = try String(contentsOf: output.appendingPathComponent("similarity.html"), encoding: .utf8)
        #expect(page.contains("deep: could not be compared"), "the page does not say why deep was left out")
        #expect(page.contains("amy: folder amy/"), "the page does not say what was compared")

        // No report names the grader's working folder (bubblewrap's pid 1 has no PWD of it).
        let marker = workingFolder.lastPathComponent
        let files = FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        #expect(files.count > 5)
        for file in files where (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            #expect(!String(decoding: try Data(contentsOf: file), as: UTF8.self).contains(marker), "\(file.lastPathComponent) names the grader's working folder")
        }
        let leaky = try #require(report.students.first { $0.name == "leaky" })
        #expect(leaky.exercises[0].outcome != .passed)
        print("grade --similarity of a class of \(answers.count), hostile answers included: \(String(format: "%.0f", seconds)) s")
    }

    @Test("the similarity program failing leaves the grades written, with a sentence saying so")
    func failingReportKeepsTheGrades() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("similarity-fails-\(UUID().uuidString)")
        let submissions = folder.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("amy"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try Self.text("Solutions/kebab-strategy/answer.swift").utf8).write(to: submissions.appendingPathComponent("amy/kebab-strategy.swift"))
        let output = folder.appendingPathComponent("grades")
        // An earlier term that is no folder: the report program stops (exit 2).
        let result = try Self.run(["grade", submissions.path, "--course", courseRoot.path, "--output", output.path, "--course-seed", "7",
                                   "--similarity", output.appendingPathComponent("similarity.csv").path,
                                   "--archive", folder.appendingPathComponent("no-such-term").path], in: folder)
        #expect(result.status == 2)
        #expect(result.error.contains("The grades were written (\(output.path)), but not the similarity report"), "\(result.error)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("grades.json").path))
    }

    @Test("a crash or a limit of the report program is a sentence naming it")
    func outcomesOfTheReportProgram() throws {
        let crash = SimilarityRun(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "echo working; kill -SEGV $$"], answers: 1).run()
        guard case let .failed(reason, said) = crash else { Issue.record("a crash was taken for a report: \(crash)"); return }
        #expect(reason.contains("SIGSEGV") && reason.contains("memory limit"), "\(reason)")
        #expect(said.contains("working"))
        var slow = SimilarityRun(executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["30"], answers: 1)
        slow.timeoutSeconds = 1
        guard case let .failed(timeout, _) = slow.run() else { Issue.record("a stall was taken for a report"); return }
        #expect(timeout.contains("took more than 1 s"), "\(timeout)")
        var hungry = SimilarityRun(executable: URL(fileURLWithPath: "/usr/bin/python3"), arguments: ["-c", "x = bytearray(3 << 30)"], answers: 1)
        hungry.limits.memoryBytes = 512 << 20
        guard case let .failed(memory, _) = hungry.run() else { Issue.record("an allocation past the memory limit succeeded"); return }
        #expect(memory.contains("exited with status 1"), "\(memory)")
        #expect(SimilarityRun(executable: URL(fileURLWithPath: "/bin/true"), arguments: [], answers: 1).run() == .written(output: ""))
        #expect(SimilarityRun.limits(answers: 600).seconds >= 300)
    }
}
