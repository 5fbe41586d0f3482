import Hashing
import Foundation
import Literate
import Sandbox
import Toolchain

/// Everything a check needs that does not change between checks: the course,
/// the compiler, the sandbox and where compiled programs are cached.
public struct GraderSetup: Sendable {
    public let course: Course
    /// A variable for tests (`SwiftCompiler.failingToStart(errno:)`).
    public var compiler: SwiftCompiler
    public let compilerVersion: String
    public let sandbox: Sandbox
    /// The grader's private cache (0700, see `ProgramCache`): sources,
    /// compile failures, the manifest of program digests.
    public let cacheDirectory: URL
    /// Compiled programs (checked against their recorded digests), the
    /// runtime library and fixtures, readable by the sandbox's users only.
    public let programCache: ProgramCache
    /// Where `libCourseSupport` (swift-crypto for chapter 4) and its module
    /// files were built.
    public let productsDirectory: URL
    public var limits: Limits
    /// Whose compile of the chapter's files may serve another answer
    /// (``ChapterObjects``): an answer whose interface (``AnswerInterface``)
    /// was compiled before is compiled alone and linked with the chapter's
    /// objects kept from then.
    public enum ChapterObjectSharing: String, Sendable {
        /// Every answer's objects are kept and serve any later answer of the
        /// same interface: a learner's own checks (`check`, `watch`,
        /// `serve`, `verify`).
        case everyAnswer
        /// Only the reference answer's objects are kept (from a build of the
        /// course's own text), and serve the answers whose interface is the
        /// reference's: `workbook grade`, where students' answers are
        /// attacker data and one student's compile must never serve another's.
        case referenceAnswer
        /// No answer's: every check compiles the chapter's files.
        case none
    }
    public var chapterObjectSharing = ChapterObjectSharing.everyAnswer
    /// Bumped when grading rules change, so cached results are not reused.
    public static let graderVersion = "6"

    public init(course: Course, productsDirectory: URL, cacheDirectory: URL? = nil, sandbox: Sandbox = .detect(), limits: Limits = Limits(),
                compileBudgetSeconds: Double? = nil) throws {
        self.course = course
        var compiler = try SwiftCompiler.locate()
        if let compileBudgetSeconds { compiler.limits.answerBudgetSeconds = max(1, compileBudgetSeconds) }
        self.sandbox = sandbox
        self.productsDirectory = productsDirectory
        self.limits = limits
        let base = cacheDirectory ?? ProgramCache.defaultRoot()
        self.cacheDirectory = base
        self.programCache = try ProgramCache(root: base, sandboxGroup: sandbox.usesSlotUIDs ? Sandbox.groupID : nil)
        // The compiler's temporary objects stay in the private cache, in a
        // folder per grader process (removed at the next start once the
        // process is gone).
        compiler.temporaryDirectory = programCache.temporaryFolder.path
        self.compiler = compiler
        self.compilerVersion = try Self.version(of: compiler, cache: base)
    }

    /// `swiftc --version`, remembered per compiler binary (its path, size and
    /// date): asking the driver costs a quarter of a second, a check's budget.
    static func version(of compiler: SwiftCompiler, cache: URL) throws -> String {
        let resolved = URL(fileURLWithPath: compiler.path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let stamp = "\(resolved)|\((attributes?[.size] as? NSNumber)?.int64Value ?? 0)|\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        let file = cache.appendingPathComponent("compiler-\(digest(Data(stamp.utf8)).prefix(16)).txt")
        if let known = try? String(contentsOf: file, encoding: .utf8), !known.isEmpty { return known }
        let version = try compiler.version()
        try? Data(version.utf8).write(to: file, options: .atomic)
        return version
    }

    /// `swift-dependency-tool`, which turns the frontend's dependency files
    /// into YAML (``ReferenceDependencies``): the toolchain's
    /// `swift-frontend` run under that name, through a symbolic link in the
    /// private cache (`tools/<digest of the frontend's path>/`). An existing
    /// link is used only when it is ours and points at this frontend;
    /// otherwise a new one is made beside it and renamed over it. Nil when
    /// the toolchain has no `swift-frontend` or the link cannot be made
    /// (then no answer shares the chapter's objects).
    func dependencyTool() -> String? {
        guard let frontend = compiler.frontendPath else { return nil }
        let tools = cacheDirectory.appendingPathComponent("tools")
        let folder = tools.appendingPathComponent(String(Self.digest(Data(frontend.utf8)).prefix(16)))
        guard (try? ProgramCache.preparePrivate(tools)) != nil, (try? ProgramCache.preparePrivate(folder)) != nil else { return nil }
        let link = folder.appendingPathComponent("swift-dependency-tool").path
        if Self.isOwnLink(link, to: frontend) { return link }
        let staging = folder.appendingPathComponent(".swift-dependency-tool.\(UUID().uuidString)").path
        guard symlink(frontend, staging) == 0 else { return nil }
        guard rename(staging, link) == 0 else {
            unlink(staging)
            return nil
        }
        return Self.isOwnLink(link, to: frontend) ? link : nil
    }

    /// Whether `path` is a symbolic link of this user's to `target`.
    static func isOwnLink(_ path: String, to target: String) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK, st.st_uid == getuid() else { return false }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return false }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) == target
    }

    /// The directory holding the running `workbook` binary (SwiftPM's
    /// `.build/<configuration>`), where `libCourseSupport` is built too.
    public static func defaultProductsDirectory() -> URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        if let url = Bundle.main.executableURL?.resolvingSymlinksInPath(), FileManager.default.fileExists(atPath: url.path) {
            return url.deletingLastPathComponent()
        }
        return executable.deletingLastPathComponent()
    }

    var runtimeLibraryName: String {
        #if os(macOS)
        "libCourseSupport.dylib"
        #else
        "libCourseSupport.so"
        #endif
    }

    /// A copy of the runtime library in the cache, so a sandboxed program sees
    /// that one file and not the whole build folder.
    func runtimeLibraryDirectory() throws -> URL {
        let source = productsDirectory.appendingPathComponent(runtimeLibraryName)
        if !FileManager.default.fileExists(atPath: source.path) {
            try buildRuntimeLibrary()
        }
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw GradingError.setup("\(source.path) is missing: chapter 4 needs swift-crypto, built with the package. Run 'swift build' in the course folder (or ./workbook, which builds first) and try again.")
        }
        // Hashing a library of tens of megabytes for every build would cost
        // more than the build: once per process and library version.
        let stamp = "\(programCache.sandboxArea.path)|" + (Memo<URL>.stamp(of: source) ?? source.path)
        if let known = Self.runtimeCopies.value(for: stamp), FileManager.default.fileExists(atPath: known.appendingPathComponent(runtimeLibraryName).path) {
            return known
        }
        let data = try Data(contentsOf: source)
        let directory = programCache.sandboxArea.appendingPathComponent("runtime-\(Self.digest(data).prefix(16))")
        defer { Self.runtimeCopies.set(directory, for: stamp) }
        let target = directory.appendingPathComponent(runtimeLibraryName)
        try makeShared(directory)
        if (try? Data(contentsOf: target)).map(Self.digest) != Self.digest(data) {
            try writeShared(data, to: target, executable: true)
        }
        return directory
    }

    /// Builds `libCourseSupport` when only the `workbook` product was built
    /// (`swift run workbook …` on a fresh clone), once.
    private func buildRuntimeLibrary() throws {
        let package = course.root.appendingPathComponent("Package.swift")
        let swift = URL(fileURLWithPath: compiler.path).deletingLastPathComponent().appendingPathComponent("swift").path
        guard FileManager.default.fileExists(atPath: package.path), FileManager.default.isExecutableFile(atPath: swift),
              productsDirectory.resolvingSymlinksInPath().path.hasPrefix(course.root.appendingPathComponent(".build").resolvingSymlinksInPath().path)
        else { return }
        // A course installed by another user (root) whose `.build` this user
        // cannot write: say who can build the library, instead of SwiftPM's
        // "invalid access" to its lock.
        let build = course.root.appendingPathComponent(".build")
        guard access(build.path, W_OK) == 0 else {
            throw GradingError.setup("chapter 4's exercises need their runtime library (libCourseSupport, swift-crypto), which is not built in \(build.path), "
                + "and this user cannot write there. Whoever installed the course can build it once: cd \(course.root.path) && ./workbook list "
                + "(or swift build --product CourseSupport)")
        }
        FileHandle.standardError.write(Data("Building swift-crypto for chapter 4 (once; a minute or two)…\n".utf8))
        let result = try HostProcess.run(HostCommand(
            executable: swift, arguments: ["build", "--package-path", course.root.path, "--product", "CourseSupport"],
            timeoutSeconds: 1800
        ))
        if result.termination != .exited(0) {
            let output = String(decoding: result.standardError + result.standardOutput, as: UTF8.self)
            throw GradingError.setup("building CourseSupport (swift-crypto) failed:\n\(output.suffix(2000))")
        }
    }

    /// A copy of a chapter's fixtures in the cache (the course folder itself
    /// may not be reachable by the sandbox's users).
    func fixturesCopy(for chapter: Chapter) throws -> URL {
        let source = course.fixturesDirectory(for: chapter)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        var contents: [(String, Data)] = []
        for name in names {
            if let data = try? Data(contentsOf: source.appendingPathComponent(name)) { contents.append((name, data)) }
        }
        let key = Self.digest(contents.map { Data($0.0.utf8) + $0.1 }.reduce(Data(), +))
        let directory = programCache.sandboxArea.appendingPathComponent("fixtures-\(chapter.targetName)-\(key.prefix(16))")
        try makeShared(directory)
        if !FileManager.default.fileExists(atPath: directory.appendingPathComponent(".complete").path) {
            for (name, data) in contents {
                try writeShared(data, to: directory.appendingPathComponent(name), executable: false)
            }
            try writeShared(Data(), to: directory.appendingPathComponent(".complete"), executable: false)
        }
        return directory
    }

    /// A folder in the sandbox area: the sandbox's users may read it, no
    /// one else (see `ProgramCache`).
    func makeShared(_ directory: URL) throws {
        try ProgramCache.prepareSub(directory, group: programCache.sandboxGroup)
    }

    /// A file in the sandbox area, written whole, readable by the sandbox's users only.
    func writeShared(_ data: Data, to url: URL, executable: Bool) throws {
        let staging = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        try data.write(to: staging)
        let group = programCache.sandboxGroup
        try ProgramCache.setOwnership(staging, group: group, mode: group == nil ? (executable ? 0o700 : 0o600) : (executable ? 0o750 : 0o640))
        guard rename(staging.path, url.path) == 0 else {
            unlink(staging.path)
            throw GradingError.setup("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    public static func digest(_ data: Data) -> String {
        SHA256Hex.of(data)
    }
}

extension GraderSetup {
    /// Runtime library copies this process has made, by the library's
    /// path, size and date.
    static let runtimeCopies = Memo<URL>()
}
