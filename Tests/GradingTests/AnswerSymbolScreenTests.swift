import Foundation
@testable import Grading
import Sandbox
import Testing
import Toolchain

/// Answers may not define symbols under names of their own choosing
/// (`@_cdecl("fflush")`): refused at the source, and on what the compiler
/// made of it, however the attribute is spelt.
@Suite("The answer screen: what the compiler sees", .tags(.slow))
struct AnswerSymbolScreenTests {
    /// A correct hex-data-strategy answer.
    static let reference = (try? String(contentsOf: TestCourse.root.appendingPathComponent("Solutions/hex-data-strategy/answer.swift"), encoding: .utf8)) ?? ""

    /// The same exported `fflush`, spelt so that a reading of the text
    /// (not the compiler's) misses it.
    static let spellings: [(name: String, text: String)] = [
        ("plain", "@_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("a space after @", "@ _cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("after a raw string", "let hidden = #\"\\\"#; @_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("after a regex literal", "let pattern = #/ /* /#\n@_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("after a comment ended by a carriage return", "// a note\r@_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
        ("as a weak definition", "@_alwaysEmitIntoClient @_cdecl(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\nfunc use() -> Int32 { workbookFlush(nil) }\n"),
        ("with @_silgen_name", "@_silgen_name(\"fflush\") public func workbookFlush(_ stream: OpaquePointer?) -> Int32 { 0 }\n"),
    ]

    static var names: [String] { spellings.map(\.name) }

    static func answer(_ name: String) -> String {
        reference + "\n" + spellings.first { $0.name == name }!.text
    }

    @Test("the compiled object's symbols refuse every spelling", arguments: names)
    func objectScreen(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("hex-data-strategy.swift"), object = folder.appendingPathComponent("answer.o")
        let text = Self.answer(name)
        try Data(text.utf8).write(to: source)
        let compiler = TestCourse.setup.compiler
        let compiled = try HostProcess.run(HostCommand(executable: compiler.path, arguments: [
            "-parse-as-library", "-swift-version", "5", "-module-name", "Exercise", "-suppress-warnings", "-c", source.path, "-o", object.path,
        ], timeoutSeconds: 120))
        try #require(compiled.termination == .exited(0), "\(String(decoding: compiled.standardError, as: UTF8.self))")
        let problems = try AnswerObjectScreen.problems(object: object, answerText: text, answerPath: "Exercises/hex-data-strategy.swift", compiler: compiler)
        #expect(problems.count == 1, "\(problems.map(\.message))")
        let problem = try #require(problems.first)
        #expect(problem.message.contains("'fflush'"))
        #expect(problem.message.contains("Remove the attribute"))
        #expect(problem.line == text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).firstIndex { $0.contains("\"fflush\"") }! + 1)
    }

    @Test("a check refuses every spelling with an error at the answer's line", arguments: names)
    func checkRefuses(_ name: String) throws {
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(exercise: "hex-data-strategy", answerText: Self.answer(name), answerPath: "Exercises/hex-data-strategy.swift", seed: 1, slot: $0)
        }
        #expect(result.status == .compileError)
        let errors = result.compileFailure?.diagnostics.filter { $0.severity == .error } ?? []
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.file == "Exercises/hex-data-strategy.swift" && $0.line > 0 }, "\(errors)")
        #expect(errors.contains { $0.message.contains("fflush") || $0.message.contains("'@_cdecl' is not allowed") || $0.message.contains("'@_silgen_name' is not allowed") }, "\(errors.map(\.message))")
    }

    @Test("the source screen reads the four spellings as the compiler does", arguments: names)
    func sourceScreen(_ name: String) {
        let words = AnswerScreen.problems(in: Self.answer(name), path: "a.swift").map(\.message)
        #expect(words.contains { $0.contains("'@_cdecl' is not allowed") || $0.contains("'@_silgen_name' is not allowed") }, "\(words)")
    }

    @Test("what is inside strings, raw strings, regex literals and comments is not refused")
    func sourceScreenKeepsLiterals() {
        let text = """
        let a = "@_cdecl"
        let b = #"a \\"@_cdecl"# + #"\\#(a)"#
        let c = #/@_cdecl/#
        let d = \"\"\"
            @_silgen_name
            \"\"\"
        // @_cdecl\r/* @_cdecl */ let e = 1
        """
        #expect(AnswerScreen.problems(in: text, path: "a.swift").isEmpty, "\(AnswerScreen.problems(in: text, path: "a.swift").map(\.message))")
    }

    @Test("a normal answer defines no symbol the screen refuses, and passes")
    func normalAnswerPasses() throws {
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(exercise: "hex-data-strategy", answerText: Self.reference, answerPath: "Exercises/hex-data-strategy.swift", seed: 1, slot: $0)
        }
        #expect(result.status == .passed, "\(result.compileFailure?.diagnostics.map(\.message) ?? [])")
    }

    @Test("nm's listing: strong names outside the answer's module and weak names the compiler never makes are refused")
    func refusedSymbols() {
        let listing = """
        0000000000000000 T $s8Exercise3useSiyF
        0000000000000000 T fflush
        0000000000000010 W weak_thing
        0000000000000020 W $sSaySiGMD
        0000000000000000 V symbolic _____ 8Exercise8CustomerV
        0000000000000000 W __swift_instantiateConcreteTypeFromMangledName
        0000000000000000 W dynamic_cast_existential_1_conditional
        0000000000000000 T main
        0000000000000000 T $s20FoundationEssentials11JSONDecoderC20DataDecodingStrategyO8ExerciseE3hexAEvgZ
        0000000000000000 T $s10Foundation4DataV5countSivg
        0000000000000000 T $s10Foundation18ExerciseLookalikeV5countSivg
        """
        let refused = AnswerObjectScreen.refused(AnswerObjectScreen.parse(listing)).map(\.name)
        #expect(refused == ["fflush", "weak_thing", "main", "$s10Foundation4DataV5countSivg", "$s10Foundation18ExerciseLookalikeV5countSivg"])
    }
}
