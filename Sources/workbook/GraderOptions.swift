import ArgumentParser
import Foundation
import Grading
import Sandbox
import Toolchain

/// Limits shared by `check`, `watch` and `grade`.
struct GraderOptions: ParsableArguments {
    @Option(help: "Seconds an answer's program may run before it is stopped (not counting time it waits for a CPU on a busy machine).")
    var timeout: Double = 10

    @Option(help: "Memory an answer's program may use, in MiB (all its processes together where the host has a memory cgroup).")
    var memory: UInt64 = 1024

    @Option(help: "Seconds the compiler may take over one answer before the verdict says to simplify it (not counting time it waits for a CPU).")
    var compileBudget: Double = CompilerLimits.defaultAnswerBudget

    func limits() -> Limits {
        var limits = Limits()
        limits.wallClockSeconds = max(1, timeout)
        limits.cpuSeconds = max(1, Int(timeout.rounded(.up)))
        limits.memoryBytes = max(64, memory) << 20
        return limits
    }

    func setup(_ course: CourseOptions) throws -> GraderSetup {
        let loaded = try course.loadCourse()
        do {
            return try GraderSetup(course: loaded, productsDirectory: GraderSetup.defaultProductsDirectory(), limits: limits(),
                                   compileBudgetSeconds: compileBudget)
        } catch {
            throw CleanExit.failure("error: cannot set up the grader: \(error)")
        }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case human, json
}

/// Writes to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
