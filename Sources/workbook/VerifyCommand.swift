import ArgumentParser
import Foundation
import Grading
import Verification

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Prove the chapters: Tangled/ is current, every output block is what the code prints, every reference answer passes and every stub fails.",
        discussion: "Exit status 0 only when every claim holds; each failure names the chapter file and line."
    )

    @OptionGroup var course: CourseOptions
    @OptionGroup var grader: GraderOptions

    @Option(help: "Checks to run at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Print every claim, not only the failures.")
    var verbose = false

    func run() throws {
        let setup = try grader.setup(course)
        let style = TerminalStyle.detect(fileDescriptor: 2)
        let verbose = self.verbose
        let interactive = isatty(2) == 1
        let report = try Verifier(setup: setup, jobs: jobs).verify { line in
            if verbose { printError(line) } else if interactive { FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(line.prefix(100))).utf8)) }
        }
        if interactive && !verbose { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        for failure in report.failures { print(style.red("✗ ") + failure.description) }
        let summary = "\(report.findings.count - report.failures.count) of \(report.findings.count) claims hold (\(String(format: "%.1f", report.duration)) s)"
        if report.passed {
            print(style.green("✓ verified: ") + summary)
        } else {
            print(style.red("✗ verify failed: ") + summary)
            throw ExitCode(1)
        }
    }
}
