import Foundation
import Sandbox
import Hashing

/// One `swiftc` invocation that produces an executable.
public struct CompileRequest: Sendable {
    /// Absolute paths.
    public var sources: [String]
    /// Path of the executable to write.
    public var output: String
    public var moduleName: String
    public var swiftLanguageVersion: String = "5"
    /// -I
    public var includePaths: [String] = []
    /// -L, each also added as an rpath.
    public var libraryPaths: [String] = []
    /// -l
    public var libraries: [String] = []
    public var extraFlags: [String] = []
    public var timeoutSeconds: Double = 120
    /// When set, swiftc runs as `swiftc -frontend -c` with these primary
    /// files, each compiled to the object file beside it, and `sources` as
    /// the rest of the module (parsed and type-checked where used, never
    /// compiled): an incremental compile of one module's changed files.
    public var frontendPrimaries: [(source: String, object: String)]? = nil
    /// When set, the compile of a learner's answer: it may take this many
    /// seconds of its own time (instead of `timeoutSeconds`; the wall clock
    /// less the time it waited for a CPU, see `HostCommand`), and the type
    /// checker gives up on one expression after a quarter of it in CPU time
    /// (naming its line). Past either, the result says the answer takes the
    /// compiler too long to type-check (`CompileResult.typeCheckBudgetExceeded`).
    public var typeCheckBudgetSeconds: Double? = nil
    /// The learner's file among `sources`: a budget verdict without a line
    /// is placed there.
    public var answerSource: String? = nil
    /// Where the frontend writes the first primary file's reference
    /// dependencies (`-emit-reference-dependencies-path`, see
    /// `ReferenceDependencies`) and its declarations as a partial module
    /// (`-emit-module-path`: their types as the compiler settled them).
    /// With more primaries than one, the frontend is told so in a
    /// supplementary output map (`supplementaryOutputMap`, written beside
    /// the dependencies before the compile), the other primaries none.
    public var dependencyOutputs: (referenceDependencies: String, module: String)? = nil

    /// The supplementary output map of a compile of several primaries with
    /// `dependencyOutputs`: where it is written, and its JSON (which the
    /// frontend reads as YAML).
    var supplementaryOutputMap: (path: String, contents: Data)? {
        guard let outputs = dependencyOutputs, let primaries = frontendPrimaries, primaries.count > 1 else { return nil }
        var map: [String: [String: String]] = [:]
        for primary in primaries.dropFirst() { map[primary.source] = [:] }
        map[primaries[0].source] = ["swift-dependencies": outputs.referenceDependencies, "swiftmodule": outputs.module]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let contents = try? encoder.encode(map) else { return nil }
        return (outputs.referenceDependencies + ".outputs.json", contents)
    }

    public init(
        sources: [String], output: String, moduleName: String, swiftLanguageVersion: String = "5",
        includePaths: [String] = [], libraryPaths: [String] = [], libraries: [String] = [],
        extraFlags: [String] = [], timeoutSeconds: Double = 120
    ) {
        self.sources = sources
        self.output = output
        self.moduleName = moduleName
        self.swiftLanguageVersion = swiftLanguageVersion
        self.includePaths = includePaths
        self.libraryPaths = libraryPaths
        self.libraries = libraries
        self.extraFlags = extraFlags
        self.timeoutSeconds = timeoutSeconds
    }
}

/// One message of the compiler, e.g. `file.swift:3:14: error: cannot find 'x' in scope`.
public struct Diagnostic: Sendable, Equatable, Codable {
    public enum Severity: String, Sendable, Codable { case error, warning, note, remark }
    /// As the compiler printed it; `<unknown>` or "" when the message has no place (line and column 0).
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    /// The source lines and caret lines the compiler printed under it.
    public var excerpt: [String]

    public init(file: String, line: Int, column: Int, severity: Severity, message: String, excerpt: [String] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.excerpt = excerpt
    }

    /// `file:line:column: severity: message`, then the excerpt.
    public var rendered: String {
        let place = line > 0 ? "\(file):\(line):\(column): " : (file.isEmpty ? "" : "\(file): ")
        return ([place + "\(severity.rawValue): \(message)"] + excerpt).joined(separator: "\n")
    }
}

/// What one compile may use. The compiler runs outside the sandbox (it
/// needs the toolchain and the build products), so it is held by these
/// instead: an address-space cap per process (`prlimit --as`), CPU seconds,
/// a process cap (only effective for a user other than root), and its own
/// pid namespace whose init dies with the grader (`unshare --kill-child`
/// under `setpriv --pdeathsig`), so nothing outlives a killed `workbook`.
public struct CompilerLimits: Sendable, Equatable {
    /// Default 4 GiB; `WORKBOOK_COMPILER_MEMORY` (bytes, or with a K/M/G suffix) changes it.
    public var memoryBytes: UInt64
    public var cpuSeconds: Int = 300
    public var processes: Int = 256
    /// Errors kept in a result; the rest are counted in one last error.
    public var maxErrors: Int = 50
    /// Seconds of its own time (see `HostCommand.timeoutSeconds`) the
    /// compile of one answer may take (see
    /// `CompileRequest.typeCheckBudgetSeconds`): 20 unless
    /// `WORKBOOK_COMPILE_BUDGET` or `--compile-budget` says otherwise.
    public var answerBudgetSeconds: Double = CompilerLimits.defaultAnswerBudget

    public init(memoryBytes: UInt64 = CompilerLimits.defaultMemory, cpuSeconds: Int = 300, processes: Int = 256, maxErrors: Int = 50) {
        self.memoryBytes = memoryBytes
        self.cpuSeconds = cpuSeconds
        self.processes = processes
        self.maxErrors = maxErrors
    }

    public static let defaultAnswerBudget: Double = {
        ProcessInfo.processInfo.environment["WORKBOOK_COMPILE_BUDGET"].flatMap { Double($0) }.map { max(1, $0) } ?? 20
    }()

    public static let defaultMemory: UInt64 = {
        ProcessInfo.processInfo.environment["WORKBOOK_COMPILER_MEMORY"].flatMap(parseBytes) ?? (4 << 30)
    }()

    /// "4G", "512M", "300000K", "1073741824".
    public static func parseBytes(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        let units: [Character: UInt64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        if let last = trimmed.last, let unit = units[last], let value = UInt64(trimmed.dropLast()) { return value * unit }
        return UInt64(trimmed)
    }

    /// "4 GiB", "512 MiB".
    public var memoryText: String {
        if memoryBytes % (1 << 30) == 0 { return "\(memoryBytes >> 30) GiB" }
        if memoryBytes >= 1 << 30 { return String(format: "%.1f GiB", Double(memoryBytes) / Double(1 << 30)) }
        return "\(memoryBytes >> 20) MiB"
    }
}

public struct CompileResult: Sendable {
    public var succeeded: Bool
    /// The compiler ran out of the memory `CompilerLimits` allows.
    public var memoryLimitExceeded: Bool = false
    public var diagnostics: [Diagnostic]
    /// Everything the compiler printed (standard error, then standard output).
    public var rawOutput: String
    public var duration: Double
    /// Stopped for time, and not for its own sake: a compile starved by a
    /// busy machine (stopped at the backstop before it had its time, or
    /// mostly blocked) may succeed next time, so it is not kept.
    public var timedOut: Bool
    /// The answer takes the type checker past its budget: the compiler
    /// named the expression, or it was stopped at the budget after working
    /// (CPU) for at least a quarter of it. A verdict on the answer, kept like
    /// any compile error.
    public var typeCheckBudgetExceeded: Bool = false
    /// The compiler could not be started because the machine ran out of
    /// processes (or memory for one): why, as the sandbox said. No verdict
    /// on the answer; the caller must not keep it as a compile error.
    public var outOfProcesses: String? = nil

    public init(succeeded: Bool, diagnostics: [Diagnostic], rawOutput: String, duration: Double, timedOut: Bool) {
        self.succeeded = succeeded
        self.diagnostics = diagnostics
        self.rawOutput = rawOutput
        self.duration = duration
        self.timedOut = timedOut
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

public enum ToolchainError: Error, CustomStringConvertible, Sendable {
    case compilerNotFound(searched: [String])
    case compilerFailed(command: String, output: String)

    public var description: String {
        switch self {
        case let .compilerNotFound(searched):
            return "Toolchain: no swiftc found (looked at \(searched.joined(separator: ", "))). Install Swift 6 and put swiftc on PATH, or set SWIFTC to its absolute path."
        case let .compilerFailed(command, output):
            return "Toolchain: `\(command)` failed: \(output.trimmingCharacters(in: .whitespacesAndNewlines)). Check that SWIFTC/PATH points at a working Swift toolchain."
        }
    }
}

/// The Swift compiler of this machine.
public struct SwiftCompiler: Sendable {
    public var path: String
    public var limits = CompilerLimits()
    /// TMPDIR for the compiler (its temporary objects); nil: the system's.
    public var temporaryDirectory: String?
    /// The linker swiftc is told to use (`-use-ld=`); nil: its default
    /// (gold on Linux). See `preferredLinker(for:)`.
    public var linker: String?
    /// Every start of the compiler fails with this errno, as when the
    /// machine has run out of processes (EAGAIN); for tests
    /// (`failingToStart(errno:)`).
    var spawnErrno: Int32? = nil

    /// The same compiler, whose every start fails with `errno` (as
    /// `posix_spawn` fails when the machine has run out of processes); for
    /// tests of how a caller reports it.
    public func failingToStart(errno: Int32) -> SwiftCompiler {
        var compiler = self
        compiler.spawnErrno = errno
        return compiler
    }

    public init(path: String) {
        self.path = path
        self.linker = Self.preferredLinker(for: path)
    }

    /// The toolchain's `swift-frontend` beside `swiftc` (which is the
    /// driver), links resolved, or nil: a compile of primary files
    /// (`swiftc -frontend`, which the driver only hands on to it) runs it
    /// directly, without starting the driver.
    public var frontendPath: String? {
        let directory = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
        let frontend = directory.appendingPathComponent("swift-frontend").resolvingSymlinksInPath().path
        return FileManager.default.isExecutableFile(atPath: frontend) ? frontend : nil
    }

    /// Where the toolchain's macros are (the standard library's
    /// `@DebugDescription`, Observation's, Foundation's, Testing's), as the
    /// driver hands them to the frontend: a compile of primary files starts
    /// the frontend itself, which finds no plugin without them. Only the
    /// toolchain's own folders: an answer cannot bring a plugin.
    public var macroPluginArguments: [String] {
        let host = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/host")
        var arguments: [String] = []
        let server = host.appendingPathComponent("libSwiftInProcPluginServer.so").path
        if FileManager.default.fileExists(atPath: server) { arguments += ["-in-process-plugin-server-path", server] }
        for folder in [host.appendingPathComponent("plugins").path,
                       host.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                           .appendingPathComponent("local/lib/swift/host/plugins").path]
        where FileManager.default.fileExists(atPath: folder) {
            arguments += ["-plugin-path", folder]
        }
        return arguments
    }

    /// `lld` when the toolchain ships `ld.lld` beside `swiftc` (Swift 6 on
    /// Linux does): it links a checked answer's program in about a third of
    /// gold's time (scripts/bench-check.sh). `WORKBOOK_LINKER` names another
    /// (`gold`, `bfd`), or `default` for swiftc's own choice.
    public static func preferredLinker(for swiftc: String) -> String? {
        if let named = ProcessInfo.processInfo.environment["WORKBOOK_LINKER"], !named.isEmpty {
            return named == "default" ? nil : named
        }
        #if os(Linux)
        let directory = (URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
        if FileManager.default.isExecutableFile(atPath: directory + "/ld.lld") { return "lld" }
        #endif
        return nil
    }

    /// `swiftc` from $SWIFTC, else from PATH.
    public static func locate() throws -> SwiftCompiler {
        let env = ProcessInfo.processInfo.environment
        var searched: [String] = []
        if let explicit = env["SWIFTC"], !explicit.isEmpty {
            if FileManager.default.isExecutableFile(atPath: explicit) { return SwiftCompiler(path: explicit) }
            searched.append("SWIFTC=\(explicit)")
        }
        let dirs = (env["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/opt/swift/usr/bin"]
        for dir in dirs where !dir.isEmpty {
            let candidate = dir + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return SwiftCompiler(path: candidate) }
            searched.append(candidate)
        }
        throw ToolchainError.compilerNotFound(searched: searched)
    }

    /// The first line of `swiftc --version`, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public func version() throws -> String {
        let result = try HostProcess.run(HostCommand(executable: path, arguments: ["--version"], timeoutSeconds: 30))
        let text = String(decoding: result.standardOutput + result.standardError, as: UTF8.self)
        guard result.termination == .exited(0),
              let first = text.split(separator: "\n").first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else {
            throw ToolchainError.compilerFailed(command: "\(path) --version", output: text)
        }
        return String(first).trimmingCharacters(in: .whitespaces)
    }

    /// The arguments `compile` passes to swiftc (after argv[0]).
    public func arguments(for request: CompileRequest) -> [String] {
        if let primaries = request.frontendPrimaries {
            var args = ["-frontend", "-c", "-Onone", "-diagnostic-style", "llvm", "-swift-version", request.swiftLanguageVersion, "-module-name", request.moduleName]
            if let threshold = Self.solverThreshold(request) { args.append("-solver-expression-time-threshold=\(threshold)") }
            for dir in request.includePaths { args += ["-I", dir] }
            args += macroPluginArguments
            args += request.extraFlags
            let primarySet = Set(primaries.map(\.source))
            for primary in primaries { args += ["-primary-file", primary.source] }
            args += request.sources.filter { !primarySet.contains($0) }
            for primary in primaries { args += ["-o", primary.object] }
            if let outputs = request.dependencyOutputs, primaries.count == 1 {
                args += ["-emit-reference-dependencies-path", outputs.referenceDependencies, "-emit-module-path", outputs.module]
            } else if let map = request.supplementaryOutputMap {
                args += ["-supplementary-output-file-map", map.path]
            }
            return args
        }
        var args = [
            "-wmo", "-Onone", "-diagnostic-style", "llvm",
            "-swift-version", request.swiftLanguageVersion,
            "-module-name", request.moduleName,
        ]
        if let threshold = Self.solverThreshold(request) { args += ["-Xfrontend", "-solver-expression-time-threshold=\(threshold)"] }
        if let linker { args.append("-use-ld=\(linker)") }
        for dir in request.includePaths { args += ["-I", dir] }
        for dir in request.libraryPaths { args += ["-L", dir, "-Xlinker", "-rpath", "-Xlinker", dir] }
        for library in request.libraries { args += ["-l" + library] }
        args += request.extraFlags
        args += request.sources
        args += ["-o", request.output]
        return args
    }

    /// The type checker's own limit per expression (CPU seconds, whole): a
    /// quarter of the answer's budget, so unless the compiler is mostly
    /// blocked it names the expression before the budget stops it. (No expression of a reasonable answer takes
    /// a second.)
    static func solverThreshold(_ request: CompileRequest) -> Int? {
        request.typeCheckBudgetSeconds.map { max(1, Int(($0 / 4).rounded(.down))) }
    }

    /// The wrapper in front of `swiftc` that holds it (see `CompilerLimits`):
    /// each tool is used when this host has it.
    public func containment() -> [String] {
        let tools = HostTools.shared
        var argv: [String] = []
        #if os(Linux)
        if let setpriv = tools.setpriv { argv += [setpriv, "--pdeathsig", "KILL", "--"] }
        if let unshare = tools.unshare, tools.unshareWorks { argv += [unshare, "--pid", "--fork", "--kill-child", "--"] }
        #endif
        if let prlimit = tools.prlimit {
            argv += [prlimit, "--as=\(limits.memoryBytes)", "--cpu=\(max(1, limits.cpuSeconds))", "--core=0"]
            // RLIMIT_NPROC counts every process of the user: meaningless for
            // root, and too tight for a user running other things.
            if getuid() != 0 { argv.append("--nproc=\(max(16, limits.processes))") }
            argv.append("--")
        }
        return argv
    }

    /// Compiles under a timeout and `limits`; on timeout the compiler's
    /// whole process tree (driver, frontends, linker) is killed. Never
    /// throws: a compiler that cannot even start is reported as a failed
    /// compile. At most `limits.maxErrors` errors are kept.
    public func compile(_ request: CompileRequest) -> CompileResult {
        var environment = ProcessInfo.processInfo.environment
        // Keep messages plain and stable.
        environment["TERM"] = "dumb"
        environment.removeValue(forKey: "SWIFT_DRIVER_SWIFT_FRONTEND_EXEC")
        if let temporaryDirectory {
            try? FileManager.default.createDirectory(atPath: temporaryDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            environment["TMPDIR"] = temporaryDirectory
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            let message = "cannot start the Swift compiler at \(path): no executable there; install the Swift toolchain or put swiftc on PATH"
            return CompileResult(succeeded: false, diagnostics: [Diagnostic(file: "", line: 0, column: 0, severity: .error, message: message)],
                                 rawOutput: message, duration: 0, timedOut: false)
        }
        let wrapper = containment()
        let budget = request.typeCheckBudgetSeconds
        let label = ProcessLog.shared == nil ? nil : Self.logLabel(request, arguments: arguments(for: request))
        func run(_ argv: [String], timeout: Double) throws -> HostCommandResult {
            if let spawnErrno { throw SandboxError.spawnFailed(executable: argv[0], errno: spawnErrno) }
            var command = HostCommand(
                executable: argv[0], arguments: Array(argv.dropFirst()), environment: environment,
                timeoutSeconds: timeout, outputBytes: 16 << 20
            )
            command.logLabel = label
            return try HostProcess.run(command)
        }
        do {
            let result: HostCommandResult
            if let map = request.supplementaryOutputMap {
                try map.contents.write(to: URL(fileURLWithPath: map.path))
            }
            if request.frontendPrimaries != nil, let frontendPath, arguments(for: request).first == "-frontend" {
                result = try run(wrapper + [frontendPath] + arguments(for: request).dropFirst(), timeout: budget ?? request.timeoutSeconds)
            } else if budget == nil, let plan = linkPlan(for: request, environment: environment) {
                result = try runLink(plan.commands(objects: request.sources, output: request.output), timeout: request.timeoutSeconds) { argv, timeout in
                    try run(wrapper + argv, timeout: timeout)
                }
            } else {
                result = try run(wrapper + [path] + arguments(for: request), timeout: budget ?? request.timeoutSeconds)
            }
            var raw = String(decoding: result.standardError, as: UTF8.self)
                + String(decoding: result.standardOutput, as: UTF8.self)
            let outOfMemory = result.termination != .exited(0) && Self.looksOutOfMemory(raw)
            var diagnostics = Self.capped(DiagnosticParser.parse(raw), maxErrors: limits.maxErrors)
            if raw.utf8.count > 64 << 10 { raw = String(raw.prefix(64 << 10)) + "\n[… compiler output cut at 64 KiB]" }
            if outOfMemory {
                // The crash's stack dump is noise for a learner.
                diagnostics.removeAll { $0.file.isEmpty && $0.line == 0 }
                diagnostics.append(Diagnostic(
                    file: "", line: 0, column: 0, severity: .error,
                    message: "your answer makes the compiler use more than \(limits.memoryText) of memory, so it was stopped; look for a very large literal or an expression whose type the compiler must guess (give it an explicit type, or split it up)"
                ))
            }
            var timedOut = result.timedOut
            var overBudget = false
            if let budget {
                let tooLong = "your answer takes the compiler more than \(formatSeconds(budget)) to type-check"
                // The type checker's own verdict names the expression.
                for index in diagnostics.indices where diagnostics[index].message.hasPrefix(Self.solverGaveUp) {
                    diagnostics[index].message = tooLong + "; simplify this expression (split it into steps, give its literals explicit types)"
                    overBudget = true
                }
                if result.timedOut && !overBudget {
                    let cpu = result.cpuSecondsWhenStopped ?? 0
                    // It had its budget (the time it waited for a CPU not
                    // counted) and spent at least half of it computing, not
                    // waiting for the disk or for memory: a verdict on the
                    // answer, kept. Stopped at the backstop (starved), or
                    // blocked for most of its budget (a machine busy with
                    // disk work, where a whole chapter's compile can wait
                    // longer than it computes): try again later.
                    overBudget = !result.starved && cpu >= budget / 2
                    diagnostics.append(Diagnostic(
                        file: request.answerSource ?? "", line: 0, column: 0, severity: .error,
                        message: tooLong + "; simplify its longest expressions (split them into steps, give their literals explicit types)"
                            + (overBudget ? "" : Self.busyNote(result))
                    ))
                }
                timedOut = result.timedOut && !overBudget
            } else if result.timedOut {
                diagnostics.append(Diagnostic(
                    file: "", line: 0, column: 0, severity: .error,
                    message: "compilation took longer than \(formatSeconds(request.timeoutSeconds)) and was stopped"
                        + (result.starved ? Self.busyNote(result) : "")
                ))
            }
            var compiled = CompileResult(
                succeeded: result.termination == .exited(0) && !result.timedOut && !result.outputLimitExceeded && !overBudget,
                diagnostics: diagnostics, rawOutput: raw, duration: result.duration, timedOut: timedOut
            )
            compiled.memoryLimitExceeded = outOfMemory
            compiled.typeCheckBudgetExceeded = overBudget
            return compiled
        } catch {
            var failed = CompileResult(
                succeeded: false,
                diagnostics: [Diagnostic(file: "", line: 0, column: 0, severity: .error, message: "\(error)")],
                rawOutput: "\(error)", duration: 0, timedOut: false
            )
            if let error = error as? SandboxError, error.isOutOfProcesses { failed.outOfProcesses = "\(error)" }
            return failed
        }
    }

    /// Whether links go through the driver every time (`WORKBOOK_LINK=driver`).
    static let linksThroughDriver = ProcessInfo.processInfo.environment["WORKBOOK_LINK"] == "driver"

    /// Plans learned in this process, by their key.
    private static let linkPlans = LinkPlanMemo()

    /// The driver's plan for linking `request`'s objects (see ``LinkPlan``),
    /// or nil: the request is not a link of object files only, the driver
    /// gave no plan of the expected shape, or `WORKBOOK_LINK=driver`.
    func linkPlan(for request: CompileRequest, environment: [String: String]) -> LinkPlan? {
        guard !Self.linksThroughDriver, request.frontendPrimaries == nil, !request.sources.isEmpty,
              request.sources.allSatisfy({ $0.hasSuffix(".o") }) else { return nil }
        var standIn = request
        standIn.sources = LinkPlan.standInObjects
        standIn.output = LinkPlan.standInOutput
        let arguments = arguments(for: standIn)
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let key = "link plan 1\n\(BootCache.identity(ofFile: resolved))\n\(path)\n" + arguments.joined(separator: "\n")
        if let known = Self.linkPlans.value(for: key) { return known.plan }
        let name = "link-plan-" + String(Self.fnv1a(key), radix: 16)
        if let stored = BootCache.load(LinkPlan.self, name: name, key: key) {
            Self.linkPlans.set(stored, for: key)
            return stored
        }
        var plan: LinkPlan?
        if let result = try? HostProcess.run(HostCommand(executable: path, arguments: ["-###"] + arguments, environment: environment, timeoutSeconds: 60)),
           result.termination == .exited(0) {
            plan = LinkPlan.parse(printout: String(decoding: result.standardOutput, as: UTF8.self), temporaryDirectory: environment["TMPDIR"])
        }
        Self.linkPlans.set(plan, for: key)
        if let plan { BootCache.store(plan, name: name, key: key) }
        return plan
    }

    /// Runs a link's commands in order, each under what is left of
    /// `timeout`, until one fails; their outputs, times and CPU seconds
    /// added up as one command's.
    func runLink(_ commands: [[String]], timeout: Double, run: ([String], Double) throws -> HostCommandResult) throws -> HostCommandResult {
        var total: HostCommandResult?
        for argv in commands {
            let result = try run(argv, max(1, timeout - (total?.duration ?? 0)))
            if var sum = total {
                sum.termination = result.termination
                sum.standardOutput += result.standardOutput
                sum.standardError += result.standardError
                sum.timedOut = result.timedOut
                sum.outputLimitExceeded = sum.outputLimitExceeded || result.outputLimitExceeded
                sum.duration += result.duration
                sum.cpuSecondsWhenStopped = result.cpuSecondsWhenStopped.map { $0 + sum.cpuSeconds }
                sum.starved = result.starved
                sum.waitedSeconds += result.waitedSeconds
                sum.cpuSeconds += result.cpuSeconds
                total = sum
            } else {
                total = result
            }
            if result.termination != .exited(0) || result.timedOut || result.outputLimitExceeded { break }
        }
        guard let total else { throw ToolchainError.compilerFailed(command: "link", output: "the driver planned no commands") }
        return total
    }

    static func fnv1a(_ text: String) -> UInt64 { FNV1a.hash(text) }

    /// Why a stopped compile is no verdict: the machine was too busy.
    static func busyNote(_ result: HostCommandResult) -> String {
        String(format: " (this machine is busy: in %.0f s the compiler had only %.1f s of CPU and waited %.0f s for one, so check again; this verdict is not kept)",
               result.duration, result.cpuSecondsWhenStopped ?? 0, result.waitedSeconds)
    }

    /// For `ProcessLog`: "compile", the kind (`object` for `-frontend -c`,
    /// `link` for object files only, else `module`), the module's name, a
    /// digest of what is compiled (every source's name and text, and the
    /// arguments, with each absolute path, in an argument or as a string
    /// literal in a source, cut to its last part: so the same input
    /// compiled in two caches has one digest), the number of sources and
    /// the output's name.
    static func logLabel(_ request: CompileRequest, arguments: [String]) -> String {
        var hasher = FNV1a()
        // Each piece ends with a byte UTF-8 never holds.
        func mix<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
            hasher.add(bytes)
            hasher.add([0xff])
        }
        for argument in arguments {
            mix(Array((argument.hasPrefix("/") ? (argument as NSString).lastPathComponent : argument).utf8))
        }
        for source in request.sources {
            mix(Array(((source as NSString).lastPathComponent).utf8))
            let bytes = FileManager.default.contents(atPath: source) ?? Data()
            if source.hasSuffix(".swift"), let text = String(data: bytes, encoding: .utf8) {
                // A literal "/folder/…/last" (a kit's fixtures folder, under the cache's sandbox area) as "last".
                mix(Array(text.replacingOccurrences(of: #""/(?:[^"/\\\n]+/)+([^"/\\\n]+)""#, with: "\"$1\"", options: .regularExpression).utf8))
            } else {
                mix(bytes)
            }
        }
        let kind = request.frontendPrimaries != nil ? "object"
            : request.sources.allSatisfy({ $0.hasSuffix(".o") }) ? "link" : "module"
        return "compile \(kind) \(request.moduleName) \(String(hasher.value, radix: 16)) sources=\(request.sources.count) out=\((request.output as NSString).lastPathComponent)"
    }

    /// How the type checker's message starts when it gives up on an expression.
    static let solverGaveUp = "the compiler is unable to type-check this expression in reasonable time"

    /// What LLVM and the C++ runtime print when an allocation fails.
    static func looksOutOfMemory(_ output: String) -> Bool {
        ["LLVM ERROR: out of memory", "Allocation failed", "std::bad_alloc", "Cannot allocate memory", "failed to allocate"]
            .contains { output.contains($0) }
    }

    /// The first `maxErrors` errors (each with the notes that follow it),
    /// then one error saying how many more there were.
    public static func capped(_ diagnostics: [Diagnostic], maxErrors: Int) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var errors = 0
        var dropped = 0
        var keeping = true
        for diagnostic in diagnostics {
            if diagnostic.severity == .error {
                errors += 1
                keeping = errors <= maxErrors
                if !keeping { dropped += 1 }
            }
            if keeping { kept.append(diagnostic) }
        }
        if dropped > 0 {
            kept.append(Diagnostic(
                file: "", line: 0, column: 0, severity: .error,
                message: "\(dropped) more error\(dropped == 1 ? "" : "s") not shown (only the first \(maxErrors) are); fix these first"
            ))
        }
        return kept
    }
}

/// Link plans learned in this process, by key (a nil plan: the driver gave none).
final class LinkPlanMemo: @unchecked Sendable {
    struct Entry { let plan: LinkPlan? }
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    func value(for key: String) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    func set(_ plan: LinkPlan?, for key: String) {
        lock.lock()
        entries[key] = Entry(plan: plan)
        lock.unlock()
    }
}

/// The host tools the compiler's wrapper uses, found once.
struct HostTools: Sendable {
    var setpriv: String?
    var prlimit: String?
    var unshare: String?
    /// `unshare --pid` needs CAP_SYS_ADMIN (root, or a user namespace).
    var unshareWorks: Bool

    static let shared: HostTools = {
        func find(_ name: String) -> String? {
            ["/usr/bin", "/bin", "/usr/sbin", "/sbin"].map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        let unshare = find("unshare")
        // Probed once per boot (BootCache): it costs a process or three.
        let key = "unshare " + BootCache.identity(ofFile: unshare)
        var works = BootCache.load(Bool.self, name: "unshare-pid-probe", key: key)
        if works == nil {
            var found = false
            if let unshare, let truePath = find("true"),
               let result = try? HostProcess.run(HostCommand(executable: unshare, arguments: ["--pid", "--fork", "--kill-child", "--", truePath], timeoutSeconds: 10)) {
                found = result.termination == .exited(0)
            }
            BootCache.store(found, name: "unshare-pid-probe", key: key)
            works = found
        }
        return HostTools(setpriv: find("setpriv"), prlimit: find("prlimit"), unshare: unshare, unshareWorks: works ?? false)
    }()
}

private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
}
