import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line per process the grader starts (compiler, linker, sandboxed
/// run, probe), appended to the file `WORKBOOK_PROCESS_LOG` names: off
/// unless that is set. For finding where a test run or a class's grading
/// spends its CPU: which compiles repeat (the compiler's label carries a
/// digest of what was compiled) and who asked for them.
///
/// Tab-separated fields: wall-clock time (Unix seconds), the grader's pid,
/// the program's file name, its CPU seconds (user + system, its reaped
/// descendants included), its wall seconds, how it ended, the label the
/// caller gave (or "-"), and the return addresses of the call stack inside
/// the running binary, as offsets from its load address (for
/// `addr2line -f -e <binary>`; empty where the binary is not the caller).
public final class ProcessLog: @unchecked Sendable {
    /// The log of this process; nil when `WORKBOOK_PROCESS_LOG` is unset.
    public static let shared: ProcessLog? = {
        guard let path = ProcessInfo.processInfo.environment["WORKBOOK_PROCESS_LOG"], path.hasPrefix("/") else { return nil }
        return ProcessLog(path: path)
    }()

    private let descriptor: Int32
    /// Where the running binary is mapped (from /proc/self/maps): its load
    /// address, and the end of its last mapping.
    private let image: (base: UInt, end: UInt)

    init?(path: String) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        descriptor = fd
        let binary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        var base = UInt.max
        var end: UInt = 0
        for line in maps.split(separator: "\n") where !binary.isEmpty && line.hasSuffix(" " + binary) {
            let range = line.split(separator: " ")[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard range.count == 2 else { continue }
            base = min(base, range[0])
            end = max(end, range[1])
        }
        image = (base, end)
    }

    func record(spec: SpawnSpec, outcome: SpawnOutcome) {
        let ending: String
        switch outcome.termination {
        case .exited(let code): ending = "exit \(code)"
        case .signaled(let signal): ending = "signal \(signal)"
        }
        let label = (spec.logLabel ?? "-").replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
        let fields = [
            String(format: "%.3f", Date().timeIntervalSince1970), "\(getpid())",
            (spec.executable as NSString).lastPathComponent,
            String(format: "%.3f", outcome.cpuSeconds), String(format: "%.3f", outcome.duration),
            ending, label, callers(),
        ]
        let line = Array((fields.joined(separator: "\t") + "\n").utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The return addresses on this thread's stack that lie in the binary
    /// this code is linked into, as offsets from its load address.
    private func callers() -> String {
        Thread.callStackReturnAddresses.map(\.uintValue)
            .filter { $0 > image.base && $0 < image.end }
            .map { String($0 - image.base - 1, radix: 16) }
            .joined(separator: " ")
    }
}
