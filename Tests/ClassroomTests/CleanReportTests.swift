import Foundation
import Testing
import Classroom
import TextSafety

/// Hostile student folder names against the reports and the progress log.
/// No grading: the reports are built from data.
@Suite("Clean reports")
struct CleanReportTests {
    func report(names: [String]) throws -> ClassReport {
        let students = names.map { StudentReport(name: $0, score: 1, maxScore: 2, exercises: [], ignoredFiles: []) }
        return ClassReport(graderVersion: "1", isolation: "sandboxed", shard: nil, exercises: [], strayFiles: [], students: students)
    }

    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("clean-reports-\(UUID().uuidString)")
    }

    @Test("a lone line feed or CR LF in a name cannot start a new CSV row or a formula")
    func csvNewline() throws {
        let names = ["Mallory\n=2+3", "Eve\r\n=HYPERLINK(\"http://x\")", "Trent\r@SUM(A1)", "-Bob", "Alice"]
        let text = String(decoding: ReportRenderer.csv(try report(names: names)), as: UTF8.self)
        let rows = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.count == names.count + 1, "\(rows)")
        for row in rows.dropFirst() {
            #expect(!row.unicodeScalars.contains("\n") && !row.unicodeScalars.contains("\r"), "\(row.debugDescription)")
            let field = row.hasPrefix("\"") ? String(row.dropFirst()) : row
            #expect(!"=+-@".contains(field.first!), "\(row)")
        }
        #expect(text.contains("Mallory\\n=2+3"))
    }

    @Test("every line of a CSV field is neutralised, not only the first")
    func formulaOnEveryLine() {
        let field = CSV.text("ok\n=1+1\r\n+2\r-3")
        for line in field.dropFirst().dropLast().split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            #expect(!"=+-@".contains(line.first!), "\(field.debugDescription)")
        }
        #expect(field.hasPrefix("\"") && field.hasSuffix("\""))
    }

    @Test("a 250-character name gets a short file name with a hash, the report keeps the full name")
    func longName() throws {
        let long = String(repeating: "Ž", count: 250)
        let other = String(repeating: "Ž", count: 249) + "z"
        let output = folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let files = try ReportWriter(formats: ReportFormat.defaults, output: output).write(try report(names: [long, other]))
        let feedback = files.filter { $0.path.contains("/feedback/") }
        #expect(feedback.count == 2)
        #expect(Set(feedback.map(\.lastPathComponent)).count == 2)
        for file in files { #expect(file.lastPathComponent.utf8.count <= 255) }
        let json = try String(contentsOf: output.appendingPathComponent("grades.json"), encoding: .utf8)
        #expect(json.contains(long))
        let csv = try String(contentsOf: output.appendingPathComponent("grades.csv"), encoding: .utf8)
        #expect(csv.contains(long))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.contains(".partial-") }
        #expect(leftovers.isEmpty)
    }

    @Test("escape sequences in a name reach neither the progress log nor a report")
    func escapeNames() throws {
        let name = "Zed\u{1B}[2J\u{1B}[32m✓ passed\u{1B}[0m\r\u{7}\u{202E}evil"
        #expect(SafeText.line(name) == "Zed[2J[32m✓ passed[0m\\nevil")
        #expect(SafeText.multiline("a\r\nb\u{1B}[1Ac\n") == "a\nb[1Ac\n")
        let output = folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let files = try ReportWriter(formats: [.csv, .junit, .feedback], output: output).write(try report(names: [name, "x\ny"]))
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.unicodeScalars.contains("\u{1B}"), "\(file.lastPathComponent)")
            #expect(!text.unicodeScalars.contains("\u{7}"))
            #expect(!file.lastPathComponent.unicodeScalars.contains { $0.value < 0x20 })
        }
        // The progress log, as a file (not a terminal).
        let pipe = Pipe()
        let saved = dup(2)
        dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
        let printer = ProgressPrinter(interactive: false)
        printer.handle(.graded(done: 1, of: 1, exercise: "kebab-strategy", students: [name], passed: true, verdict: "pass\n[9/9] forged", seconds: 0.1))
        dup2(saved, 2)
        close(saved)
        pipe.fileHandleForWriting.closeFile()
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!log.unicodeScalars.contains("\u{1B}"), "\(log.debugDescription)")
        #expect(log.split(separator: "\n").count == 1, "\(log.debugDescription)")
    }

    @Test("two names that clean to the same file name get different files")
    func collisions() throws {
        let output = folder()
        defer { try? FileManager.default.removeItem(at: output) }
        let files = try ReportWriter(formats: [.feedback], output: output).write(try report(names: ["a\u{1B}b", "ab", "a\nb"]))
        #expect(Set(files.map(\.lastPathComponent)).count == 3, "\(files.map(\.lastPathComponent))")
    }
}
