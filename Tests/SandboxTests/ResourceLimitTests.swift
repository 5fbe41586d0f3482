import Foundation
import Testing
@testable import Sandbox

/// prlimit's options and the shell's ulimit lines come from one table, so
/// a run limited either way gets the same limits.
@Suite("One table of sandbox limits")
struct ResourceLimitTests {
    @Test("prlimit's options, from the default limits")
    func prlimitArguments() {
        let table = ResourceLimit.table(for: Limits(), dropsPrivileges: true)
        // 10 s of CPU with a 10 s time limit: one second more (the time limit decides).
        #expect(table.map(\.prlimitArgument) == ["--cpu=11", "--as=\(1 << 30)", "--fsize=\(16 << 20)", "--nofile=256", "--core=0", "--nproc=64"])
    }

    @Test("ulimit's lines, from the same table, in ulimit's units")
    func ulimitCommands() {
        let table = ResourceLimit.table(for: Limits(), dropsPrivileges: true)
        #expect(table.compactMap(\.ulimitCommand) == [
            "ulimit -t 11 2>/dev/null",
            "ulimit -v \((1 << 30) / 1024) 2>/dev/null",
            "ulimit -f \((16 << 20) / 512) 2>/dev/null",
            "ulimit -n 256 2>/dev/null",
            "ulimit -c 0 2>/dev/null",
        ])
    }

    @Test("a changed limit changes both command lines alike")
    func changedLimit() {
        var limits = Limits()
        limits.memoryBytes = 123 << 20
        limits.cpuSeconds = 0
        limits.wallClockSeconds = 20
        limits.openFiles = 2
        let table = ResourceLimit.table(for: limits, dropsPrivileges: false)
        let prlimit = table.map(\.prlimitArgument)
        let ulimit = table.compactMap(\.ulimitCommand)
        #expect(prlimit.contains("--as=\(123 << 20)") && ulimit.contains("ulimit -v \(123 << 10) 2>/dev/null"))
        #expect(prlimit.contains("--cpu=1") && ulimit.contains("ulimit -t 1 2>/dev/null"))
        #expect(prlimit.contains("--nofile=8") && ulimit.contains("ulimit -n 8 2>/dev/null"))
        #expect(!prlimit.contains { $0.hasPrefix("--nproc") }, "RLIMIT_NPROC only for a run that drops root")
    }

    @Test("the command line's prlimit options are the table's")
    func commandLineUsesTable() throws {
        let sandbox = Sandbox.detect()
        var limits = Limits()
        limits.fileSizeBytes = 5 << 20
        let (argv, _) = try sandbox.commandLine(for: RunRequest(executable: "/bin/true", limits: limits))
        let options = argv.filter { argument in ["--cpu=", "--as=", "--fsize=", "--nofile=", "--core=", "--nproc="].contains { argument.hasPrefix($0) } }
        let table = ResourceLimit.table(for: limits, dropsPrivileges: options.contains { $0.hasPrefix("--nproc=") })
        if options.isEmpty {
            // No prlimit here: the shell's ulimit lines carry the same table.
            let script = argv.first { $0.hasPrefix("ulimit ") } ?? ""
            #expect(script == (table.compactMap(\.ulimitCommand) + ["exec \"$@\""]).joined(separator: "; "))
        } else {
            #expect(options == table.map(\.prlimitArgument))
        }
    }
}
