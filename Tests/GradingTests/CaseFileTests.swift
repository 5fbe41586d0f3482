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
}
