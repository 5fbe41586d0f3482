import Foundation
import Sandbox

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

public struct CompileResult: Sendable {
    public var succeeded: Bool
    public var diagnostics: [Diagnostic]
    /// Everything the compiler printed (standard error, then standard output).
    public var rawOutput: String
    public var duration: Double
    public var timedOut: Bool

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

    public init(path: String) { self.path = path }

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
            for dir in request.includePaths { args += ["-I", dir] }
            args += request.extraFlags
            let primarySet = Set(primaries.map(\.source))
            for primary in primaries { args += ["-primary-file", primary.source] }
            args += request.sources.filter { !primarySet.contains($0) }
            for primary in primaries { args += ["-o", primary.object] }
            return args
        }
        var args = [
            "-wmo", "-Onone", "-diagnostic-style", "llvm",
            "-swift-version", request.swiftLanguageVersion,
            "-module-name", request.moduleName,
        ]
        for dir in request.includePaths { args += ["-I", dir] }
        for dir in request.libraryPaths { args += ["-L", dir, "-Xlinker", "-rpath", "-Xlinker", dir] }
        for library in request.libraries { args += ["-l" + library] }
        args += request.extraFlags
        args += request.sources
        args += ["-o", request.output]
        return args
    }

    /// Compiles under a timeout; on timeout the compiler's whole process
    /// group (driver, frontends, linker) is killed. Never throws: a compiler
    /// that cannot even start is reported as a failed compile.
    public func compile(_ request: CompileRequest) -> CompileResult {
        var environment = ProcessInfo.processInfo.environment
        // Keep messages plain and stable.
        environment["TERM"] = "dumb"
        environment.removeValue(forKey: "SWIFT_DRIVER_SWIFT_FRONTEND_EXEC")
        let command = HostCommand(
            executable: path, arguments: arguments(for: request), environment: environment,
            timeoutSeconds: request.timeoutSeconds, outputBytes: 16 << 20
        )
        do {
            let result = try HostProcess.run(command)
            let raw = String(decoding: result.standardError, as: UTF8.self)
                + String(decoding: result.standardOutput, as: UTF8.self)
            var diagnostics = DiagnosticParser.parse(raw)
            if result.timedOut {
                diagnostics.append(Diagnostic(
                    file: "", line: 0, column: 0, severity: .error,
                    message: "compilation took longer than \(formatSeconds(request.timeoutSeconds)) and was stopped"
                ))
            }
            return CompileResult(
                succeeded: result.termination == .exited(0) && !result.timedOut && !result.outputLimitExceeded,
                diagnostics: diagnostics, rawOutput: raw, duration: result.duration, timedOut: result.timedOut
            )
        } catch {
            return CompileResult(
                succeeded: false,
                diagnostics: [Diagnostic(file: "", line: 0, column: 0, severity: .error, message: "\(error)")],
                rawOutput: "\(error)", duration: 0, timedOut: false
            )
        }
    }
}

private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
}
