import Foundation
import Grading
import Testing

@Suite("Case files")
struct CaseFileTests {
    static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    static func file(_ names: [String]) -> String {
        let cases = names.map { #"{"name": "\#($0)", "rule": 1, "input": {"a": [1, true, null]}, "expect": {"value": "x"}}"# }
        return #"{"exercise": "demo", "cases": [\#(cases.joined(separator: ", "))]}"#
    }

    @Test("a file read again is the same; a file changed on disk is read anew")
    func changesAreSeen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("cases.json")
        try Self.write(Self.file(["first"]), to: url)
        let once = try CaseFile.load(url, displayPath: "cases.json")
        #expect(once.cases.map(\.name) == ["first"])
        #expect(once.cases.first?.input == .object(["a": .array([.number(1), .bool(true), .null])]))
        #expect(try CaseFile.load(url, displayPath: "cases.json") == once)
        // Another origin labels the cases differently: not the same load.
        #expect(try CaseFile.load(url, displayPath: "cases.json", origin: "extra").cases.first?.origin == "extra")

        try Self.write(Self.file(["first", "second"]), to: url)
        #expect(try CaseFile.load(url, displayPath: "cases.json").cases.map(\.name) == ["first", "second"])

        try Self.write("{\"exercise\": ", to: url)
        #expect(throws: GradingError.self) { try CaseFile.load(url, displayPath: "cases.json") }
    }

    @Test("a file that is not JSON is reported at the line and column where it goes wrong")
    func syntaxErrorIsLocated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("cases.json")
        // A doubled comma on line 4, after 33 characters.
        try Self.write("""
        {"exercise": "demo", "cases": [
          {"name": "one", "rule": 1, "input": 1, "expect": {"value": 1}},
          {"name": "two", "rule": 1, "input": 2, "expect": {"value": 2}},
          {"name": "three", "rule": 1, "input": 3,, "expect": {"value": 3}}
        ]}
        """, to: url)
        let error = try #require(throws: GradingError.self) { try CaseFile.load(url, displayPath: "Solutions/demo/cases.json") }
        #expect(error.description.hasPrefix("Solutions/demo/cases.json:4:43: error: invalid cases: not valid JSON: "), "\(error)")
        #expect(error.description.contains("fix the file there"), "\(error)")

        // Cut short: the end of the file is where it goes wrong.
        try Self.write("{\"exercise\": \"demo\",\n  \"cases\": [", to: url)
        let short = try #require(throws: GradingError.self) { try CaseFile.load(url, displayPath: "cases.json") }
        #expect(short.description.hasPrefix("cases.json:2:13: error: invalid cases: not valid JSON"), "\(short)")

        // Valid JSON of the wrong shape keeps its coding path.
        try Self.write(#"{"exercise": "demo", "cases": [{"name": "x", "input": 1}]}"#, to: url)
        let shape = try #require(throws: GradingError.self) { try CaseFile.load(url, displayPath: "cases.json") }
        #expect(shape.description == "cases.json:1: error: invalid cases: missing key 'expect' at .cases[0] (the case 'x')", "\(shape)")
        // An error inside a case on a later line: that case's name and line.
        try Self.write("""
        {"exercise": "demo", "cases": [
          {"name": "one", "rule": 1, "input": 1, "expect": {"value": 1}},
          {"name": "two", "rule": 1, "input": 2,
           "expect": {"error": "dataCorupted"}}
        ]}
        """, to: url)
        let kind = try #require(throws: GradingError.self) { try CaseFile.load(url, displayPath: "cases.json") }
        #expect(kind.description.hasPrefix("cases.json:3: error: invalid cases: unknown error kind 'dataCorupted'; did you mean 'dataCorrupted'?"), "\(kind)")
        #expect(kind.description.hasSuffix("at .cases[1].expect.error (the case 'two')"), "\(kind)")
    }

    @Test("a misspelt key of a case is refused with the key it means, not read as absent")
    func misspeltKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("cases.json")
        // "inputs" for "input": the case would run with an input of null.
        try Self.write(#"{"exercise": "demo", "cases": [{"name": "x", "rule": 1, "inputs": [1], "expect": {"value": 1}}]}"#, to: url)
        let error = try #require(throws: GradingError.self) { try CaseFile.load(url, displayPath: "cases.json") }
        #expect(error.description.contains("unknown key 'inputs'; did you mean 'input'?") && error.description.contains(".cases[0].inputs"), "\(error)")
        try Self.write(#"{"exercise": "demo", "cases": [{"name": "x", "rule": 1, "input": 1, "expected": {"value": 1}}]}"#, to: url)
        let expected = try #require(throws: GradingError.self) { try CaseFile.load(url, displayPath: "cases.json") }
        #expect(expected.description.contains("unknown key 'expected'; did you mean 'expect'?"), "\(expected)")
        // A key of its own, far from any known one, is left alone.
        try Self.write(#"{"exercise": "demo", "cases": [{"name": "x", "rule": 1, "input": 1, "expect": {"value": 1}, "why": "a note"}]}"#, to: url)
        #expect(try CaseFile.load(url, displayPath: "cases.json").cases.count == 1)
    }

    @Test("guards, order rules and owned inputs are read; a misspelt key of the file is refused with the one it means")
    func declarations() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("cases.json")
        let cases = #""cases": [{"name": "a", "rule": 1, "input": {"keys": "default"}, "expect": {"value": 1}}]"#
        try Self.write(#"{"exercise": "demo", "guards": [2], "orderRules": [1], "ownedInputs": [{"rule": 2, "path": "$.keys", "values": ["default", "snake"]}, {"rule": 3, "path": "$.note", "missing": true}], \#(cases)}"#, to: url)
        let file = try CaseFile.load(url, displayPath: "cases.json")
        #expect(file.guards == [2] && file.orderRules == [1])
        #expect(file.ownedInputs == [OwnedInput(rule: 2, path: "$.keys", values: [.string("default"), .string("snake")]), OwnedInput(rule: 3, path: "$.note", missing: true)])
        try Self.write(#"{"exercise": "demo", "gaurds": [2], \#(cases)}"#, to: url)
        #expect(throws: GradingError.self) { try CaseFile.load(url, displayPath: "cases.json") }
        do { _ = try CaseFile.load(url, displayPath: "cases.json") } catch {
            #expect("\(error)".contains("did you mean 'guards'?"), "\(error)")
        }
        try Self.write(#"{"exercise": "demo", "ownedInputs": [{"rule": 2, "path": "keys"}], \#(cases)}"#, to: url)
        #expect(throws: GradingError.self) { try CaseFile.load(url, displayPath: "cases.json") }
    }
}
