import Foundation
@testable import Sandbox
import Testing
@testable import Toolchain

/// `WORKBOOK_PROCESS_LOG`: what a line says, the CPU time it reports, and
/// the compile digest that finds the same input compiled twice.
@Suite("The process log")
struct ProcessLogTests {
    @Test("a command's CPU seconds come from wait4: a busy loop shows, a sleep does not")
    func cpuSeconds() throws {
        let busy = try HostProcess.run(HostCommand(executable: "/bin/sh", arguments: ["-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"]))
        #expect(busy.termination == .exited(0))
        #expect(busy.cpuSeconds > 0.05, "\(busy.cpuSeconds)")
        #expect(busy.cpuSeconds <= busy.duration + 0.05)
        let idle = try HostProcess.run(HostCommand(executable: "/bin/sleep", arguments: ["0.3"]))
        #expect(idle.duration >= 0.3)
        #expect(idle.cpuSeconds < 0.1, "\(idle.cpuSeconds)")
    }

    @Test("one tab-separated line per process: time, pid, program, CPU, wall, ending, label, callers")
    func line() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("process-log-\(UUID().uuidString).tsv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try #require(ProcessLog(path: path))
        var spec = SpawnSpec(executable: "/usr/bin/swiftc", argv: [], environment: [:], input: Data(), wallClock: 1, outputCap: 1)
        spec.logLabel = "compile module Demo 1a2b\tsources=1\nout=x"
        var outcome = SpawnOutcome(termination: .signaled(9))
        outcome.duration = 1.25
        outcome.cpuSeconds = 0.5
        log.record(spec: spec, outcome: outcome)
        log.record(spec: SpawnSpec(executable: "/bin/true", argv: [], environment: [:], input: Data(), wallClock: 1, outputCap: 1),
                   outcome: SpawnOutcome(termination: .exited(0)))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        try #require(lines.count == 2)
        #expect(lines[0].count == 8)
        #expect(Array(lines[0][1...6]) == ["\(getpid())", "swiftc", "0.500", "1.250", "signal 9", "compile module Demo 1a2b sources=1 out=x"])
        #expect(Array(lines[1][2...6]) == ["true", "0.000", "0.000", "exit 0", "-"])
        #expect(lines[0][7].split(separator: " ").allSatisfy { UInt($0, radix: 16) != nil })
    }

    @Test("a compile's digest is its sources' names and text and its arguments, without the folders they name")
    func digest() throws {
        // Each source names its own folder, as a kit's bundle accessor names
        // its cache's fixtures folder.
        func request(in folder: String, text: String) throws -> CompileRequest {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try (text + "let fixtures = \"\(folder)/fixtures-demo\"\n").write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
            var request = CompileRequest(sources: [folder + "/main.swift"], output: folder + "/program", moduleName: "Demo")
            request.includePaths = [folder + "/interface"]
            return request
        }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("process-log-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let compiler = SwiftCompiler(path: "/usr/bin/swiftc")
        func label(_ request: CompileRequest) -> String { SwiftCompiler.logLabel(request, arguments: compiler.arguments(for: request)) }
        let one = label(try request(in: base + "/cache-one", text: "print(1)\n"))
        let two = label(try request(in: base + "/cache-two", text: "print(1)\n"))
        let other = label(try request(in: base + "/cache-three", text: "print(2)\n"))
        #expect(one == two)
        #expect(one != other)
        #expect(one.hasPrefix("compile module Demo ") && one.hasSuffix(" sources=1 out=program"))
    }
}
