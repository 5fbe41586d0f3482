import Foundation

/// A program cached by digest: its sources and any compile failure in a
/// private folder of the grader's cache, the program itself in the sandbox
/// area with its digest in the manifest (see ``ProgramCache``). Built once,
/// under a file lock, so the same program asked for twice at once compiles
/// once; a failed compile is remembered too (unless it ran out of time).
struct CachedBuild {
    let key: String
    let setup: GraderSetup
    let context: BuildContext
    /// Private: sources, objects, the compile failure, the lock.
    let directory: URL

    init(key: String, setup: GraderSetup, context: BuildContext) throws {
        self.key = key
        self.setup = setup
        self.context = context
        directory = try setup.programCache.privateFolder(key: key)
    }

    enum Step {
        case built(seconds: Double)
        case failed(CompileFailure, cacheable: Bool)
    }

    /// Where the compiler writes the program before it is recorded.
    var staging: URL { directory.appendingPathComponent("program.staging") }
    private var failureRecord: URL { directory.appendingPathComponent("compile-failure.json") }

    func outcome(_ compile: (CachedBuild) throws -> Step) throws -> ProgramBuilder.Outcome {
        if let cached = cachedOutcome() { return cached }
        let lock = try FolderLock(in: directory)
        defer { lock.release() }
        if let cached = cachedOutcome() { return cached }

        try? FileManager.default.removeItem(at: staging)
        switch try compile(self) {
        case let .failed(failure, cacheable):
            try? FileManager.default.removeItem(at: staging)
            if cacheable, let data = try? JSONEncoder().encode(failure) { try? data.write(to: failureRecord, options: .atomic) }
            return .compileFailed(failure)
        case let .built(seconds):
            let executable = try setup.programCache.record(key: key, built: staging)
            return .built(program(executable, seconds: seconds, cached: false))
        }
    }

    private func program(_ executable: URL, seconds: Double, cached: Bool) -> ProgramBuilder.Program {
        ProgramBuilder.Program(executable: executable, readOnlyPaths: [executable.deletingLastPathComponent().path] + context.readOnlyPaths,
                               compileDuration: seconds, cached: cached)
    }

    private func cachedOutcome() -> ProgramBuilder.Outcome? {
        if let executable = setup.programCache.verifiedExecutable(key: key) { return .built(program(executable, seconds: 0, cached: true)) }
        if let data = try? Data(contentsOf: failureRecord), let failure = try? JSONDecoder().decode(CompileFailure.self, from: data) {
            return .compileFailed(failure)
        }
        return nil
    }
}

/// Writes `text` to `url`, making its folder first.
func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
}
