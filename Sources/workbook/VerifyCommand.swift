import ArgumentParser
import Foundation
import Grading
import Verification

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Prove the chapters: Tangled/ is current, every output block is what the code prints, every reference answer passes and every stub fails.",
        discussion: """
        Exit status 0 only when every claim holds; each failure names the file and line.

        --exercise ID proves one exercise fair, and lists what is still missing or wrong in the order an author meets it: \
        its block in the chapter (text, stub, rules, "You are done when"), Tangled/, the reference answer, the harness, the cases, \
        the generator; then, in the sandbox, on four fixed seeds: the reference answer passes, the starter fails, every rule has a case, \
        and every mutation (Solutions/ID/mutations/rule<N>-<what>.swift) fails some case of its rule and no case of another rule; \
        the starter and an answer that throws on every input earn nothing; each case compares only what its rule owns, \
        proven by changing every part of its expected value and of its input that other rules own.

        --strict proves every exercise so (with --exercise, that one), and makes a rule without a mutation, or an exercise \
        that does not say what each rule owns of the inputs ("ownedInputs"), an error. CI runs it.
        """
    )

    @OptionGroup var course: CourseOptions
    @OptionGroup var grader: GraderOptions

    @Option(help: "Checks to run at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Print every claim, not only the failures.")
    var verbose = false

    @Option(help: "Verify only this exercise, its mutations included, and say what its author has still to do.")
    var exercise: String?

    @Flag(help: "Also prove every exercise's mutations (Solutions/<id>/mutations/): each fails its rule's cases and no other's.")
    var mutations = false

    @Flag(help: "Prove every exercise in full (mutations, nothing for nothing, what each case owns); a rule without a mutation is an error.")
    var strict = false

    func run() throws {
        let setup = try grader.setup(course)
        let style = TerminalStyle.detect(fileDescriptor: 2)
        let verbose = self.verbose
        let interactive = isatty(2) == 1
        let progress: @Sendable (String) -> Void = { line in
            if verbose { printError(line) } else if interactive { FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(line.prefix(100))).utf8)) }
        }
        let report = if let exercise {
            try ExerciseVerifier(setup: setup, jobs: jobs, strict: strict).verify(exercise, progress: progress)
        } else {
            try Verifier(setup: setup, jobs: jobs, includeMutations: mutations, strict: strict).verify(progress: progress)
        }
        if interactive && !verbose { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        if exercise != nil {
            // An author's checklist: every claim, in the order they meet them.
            for finding in report.findings {
                print(finding.isNote ? style.yellow("• ") + finding.description
                      : finding.passed ? style.green("✓ ") + "\(finding.location): \(finding.claim)" : style.red("✗ ") + finding.description)
            }
        } else {
            for failure in report.failures { print(style.red("✗ ") + failure.description) }
            for note in report.notes where verbose { print(style.yellow("• ") + note.description) }
        }
        let summary = "\(report.findings.count - report.failures.count) of \(report.findings.count) claims hold (\(String(format: "%.1f", report.duration)) s)"
        if report.passed {
            print(style.green("✓ verified: ") + summary)
        } else {
            print(style.red("✗ verify failed: ") + summary)
            throw ExitCode(1)
        }
    }
}
