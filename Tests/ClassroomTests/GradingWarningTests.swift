import Foundation
import Testing
@testable import Classroom

/// A warning's severity is a value, stored and printed as such; the text
/// of an older report is still read.
@Suite struct GradingWarningTests {
    static func report(warnings: [GradingWarning]) -> ClassReport {
        ClassReport(graderVersion: "test", isolation: "sandboxed", shard: ClassReport.ShardInfo(index: 0, count: 1), exercises: [], strayFiles: [], students: [], warnings: warnings)
    }

    @Test("stored in grades.json as a severity and a message")
    func storedShape() throws {
        let data = try Self.report(warnings: [.error("ivy's lateness is not known"), .warning("error: a message may say anything")]).jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [[String: String]])
        #expect(warnings == [["severity": "error", "message": "ivy's lateness is not known"],
                             ["severity": "warning", "message": "error: a message may say anything"]])
        #expect(object["version"] as? Int == ClassReport.currentVersion)
    }

    @Test("read back as written, whatever the message says")
    func roundTrip() throws {
        let warnings: [GradingWarning] = [.warning("error: not an error"), .error("warning: an error all the same"), .warning("a\nb\u{1B}[31m")]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("warnings-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Self.report(warnings: warnings).jsonData().write(to: url)
        #expect(try ClassReport.load(url).warnings == warnings)
    }

    /// Version 3 stored each warning as its text, an error's led by "error: ".
    @Test("a version 3 report's warnings are read with their severity")
    func olderReport() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Self.report(warnings: []).jsonData()) as? [String: Any])
        object["version"] = 3
        object["warnings"] = ["roster row for 'noid' has no lms_id", "error: /class/ivy/timestamp.txt is a folder: ivy's lateness is not known"]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("v3-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        let report = try ClassReport.load(url)
        #expect(report.warnings == [.warning("roster row for 'noid' has no lms_id"), .error("/class/ivy/timestamp.txt is a folder: ivy's lateness is not known")])
        // It merges with a shard of this version: both score alike.
        #expect(try ClassReport.merge([(path: url.path, report: report)]).warnings == report.warnings)
    }

    /// The text form is that old format's alone: in a current report a
    /// warning's severity is never read out of its words.
    @Test("a current report's warning written as text is refused, not read by its words")
    func textInCurrentReport() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Self.report(warnings: []).jsonData()) as? [String: Any])
        object["warnings"] = ["error: /class/ivy/timestamp.txt is a folder"]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("v4-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        #expect(throws: ClassroomError.self) { try ClassReport.load(url) }
    }

    @Test("printed as one line led by its severity")
    func printed() {
        #expect(GradingWarning.warning("two\nlines\tand a \u{1B}[2Jclear").line == "warning: two\\nlines\\tand a [2Jclear")
        #expect(GradingWarning.error("ivy's lateness is not known").line == "error: ivy's lateness is not known")
    }
}
