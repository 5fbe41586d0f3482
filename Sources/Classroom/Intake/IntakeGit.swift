import Foundation
import Sandbox

/// git as the intake runs it: only on the grader's own copy of a student's
/// repository (`GitRepositoryCopy`), with a clean environment and bounds.
///
/// - The environment is built, not inherited: `PATH`, an empty `HOME` of
///   the grader's, `LC_ALL=C`, `GIT_DIR` set to the copy (never taken from
///   the grader's environment), no system or global config
///   (`GIT_CONFIG_NOSYSTEM`, `GIT_CONFIG_GLOBAL=/dev/null`), no lazy
///   fetch, no replace objects, no prompt, no optional locks.
/// - The command line switches off everything that could run a program or
///   reach a network: `protocol.allow=never`, hooks, fsmonitor, attributes,
///   signatures, pager, the commit-graph.
/// - Bounds: a wall clock, an output cap (stdout and stderr together, read
///   as they come; past it git is killed), and, where `prlimit` exists, an
///   address-space, CPU and file-size limit.
struct IntakeGit: Sendable {
    var executable: String
    var prlimit: String?
    /// An empty folder of the grader's, git's `HOME`.
    var home: URL
    var timeoutSeconds: Double = 30
    var memoryBytes = 1 << 30

    struct Result {
        var ok: Bool
        var output: Data
        /// git's messages (capped), or why it was stopped: for the instructor only.
        var errorText: String
    }

    /// Finds git (and prlimit) on the grader's `PATH`.
    static func locate(home: URL) throws -> IntakeGit {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        func find(_ name: String, in folders: [String]) -> String? {
            folders.filter { $0.hasPrefix("/") }.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let git = find("git", in: path.split(separator: ":").map(String.init)) else {
            throw GitIntakeRefusal("git is not installed on the grading machine (apt-get install git); a student folder that is a git repository cannot be read without it")
        }
        return IntakeGit(executable: git, prlimit: find("prlimit", in: ["/usr/bin", "/bin"]), home: home)
    }

    var environment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path,
            "XDG_CONFIG_HOME": home.path,
            "LC_ALL": "C",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null",
            "GIT_ATTR_NOSYSTEM": "1",
            "GIT_NO_LAZY_FETCH": "1",
            "GIT_NO_REPLACE_OBJECTS": "1",
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_OPTIONAL_LOCKS": "0",
        ]
    }

    /// Runs `git <settings> arguments` on `repository` (nil: none, for
    /// `git config --file`; `GIT_DIR` then names a folder that does not
    /// exist, so git never looks for a repository around the grader's
    /// working folder).
    func run(_ arguments: [String], repository: URL? = nil, input: Data = Data(), outputBytes: Int) throws -> Result {
        var environment = environment
        environment["GIT_DIR"] = repository?.path ?? home.appendingPathComponent("no-repository").path
        let settings = ["protocol.allow=never", "core.hooksPath=/dev/null", "core.fsmonitor=false", "core.attributesFile=/dev/null",
                        "log.showSignature=false", "gpg.program=/bin/false", "core.pager=cat", "core.commitGraph=false",
                        "core.packedGitWindowSize=32m", "core.packedGitLimit=512m", "core.deltaBaseCacheLimit=64m"]
        var argv = settings.flatMap { ["-c", $0] } + ["--no-pager"] + arguments
        var executable = self.executable
        if let prlimit {
            argv = ["--as=\(memoryBytes)", "--cpu=\(Int(timeoutSeconds))", "--fsize=\(1 << 20)", "--core=0", "--", executable] + argv
            executable = prlimit
        }
        let result: HostCommandResult
        do {
            result = try HostProcess.run(HostCommand(executable: executable, arguments: argv, environment: environment, standardInput: input,
                                                     timeoutSeconds: timeoutSeconds, outputBytes: outputBytes))
        } catch {
            throw GitIntakeRefusal("git could not be started (\(error))")
        }
        let stderr = String(decoding: result.standardError.prefix(2000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if result.timedOut {
            return Result(ok: false, output: result.standardOutput, errorText: "git took longer than \(Int(timeoutSeconds)) s (git \(arguments.first ?? ""))")
        }
        if result.outputLimitExceeded {
            return Result(ok: false, output: result.standardOutput, errorText: "git wrote more than \(outputBytes) bytes (git \(arguments.first ?? ""))")
        }
        guard result.termination == .exited(0) else {
            return Result(ok: false, output: result.standardOutput, errorText: "git \(arguments.first ?? "") \(result.termination): \(stderr)")
        }
        return Result(ok: true, output: result.standardOutput, errorText: stderr)
    }
}
