import Foundation
import Sandbox
import TextSafety
import Toolchain

/// The answer screen on what the compiler made: no symbol the answer's
/// object (`answer.o`) defines can stand in for one that another part of
/// the program needs.
///
/// Everything an answer declares in Swift is named by the compiler in the
/// answer's module (`$s8Exercise…`, or `$s…8ExerciseE…` for an extension
/// of another module's type): those names are the answer's own, and the
/// grader's harness reaches the answer through them. Every other symbol the
/// object defines is either a helper the compiler emits into each object
/// that uses it (copies of other modules' generic code, key-path and
/// witness-table accessors, thunks, metadata caches: weak and hidden, the
/// same code under the same name in every object) or one the answer named
/// itself (`@_cdecl("fflush")`, `@_silgen_name`, `@main`, a weak one with
/// `@_alwaysEmitIntoClient`), however its source spelt the attribute.
///
/// Two things, neither a list of names:
///
/// 1. **Refused**: a symbol outside the answer's module that the rest of
///    the program would bind to the answer's definition, read from the
///    symbol tables of everything linked with it (the chapter's objects,
///    the harness, the driver, the grader's kit, the Swift runtime's
///    start-up object) and, for a symbol the dynamic linker can see (not
///    hidden), of the libraries the program loads:
///    - a strong definition that another part also defines (the answer's
///      would replace a weak one, or clash with a strong one);
///    - a definition of a name another part refers to and does not define
///      (the answer's would satisfy that reference);
///    - a visible definition of a name a library defines or refers to (it
///      would interpose on the library's).
///    A weak definition that another object also defines weakly is the
///    compiler's shared helper, emitted where it is used: never refused.
/// 2. **Made local** (ELF): every other definition outside the module
///    gets local binding before the link (`llvm-objcopy
///    --keep-global-symbol` of the module's names only), so no other object,
///    no library and no `dlsym` can bind to it, whatever its name. This is
///    what makes the screen complete: a name the rules above did not refuse
///    cannot be seen outside the answer's object.
enum AnswerObjectScreen {
    /// Part of every answer's program key: a refusal is kept with the
    /// compile failures, so a change to these rules must not reuse one.
    static let version = 3

    /// The answer's module as Swift's mangling writes it.
    static let moduleToken = "8Exercise"

    /// Another object linked with the answer's, and how a learner knows it.
    struct Part: Sendable {
        let path: String
        /// "the grader's driver", "the chapter's code (Books.swift)".
        let role: String
    }

    /// The chapter's objects (one per file, `Books.swift.o`) as parts.
    static func chapterParts(_ objects: [String]) -> [Part] {
        objects.map { path in
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return Part(path: path, role: name == "WorkbookBundle.swift" ? "the grader's bundle accessor" : "the chapter's code (\(name))")
        }
    }

    /// Why a symbol the answer defines is refused.
    struct Refusal: Equatable {
        let name: String
        /// "the grader's driver refers to a symbol of that name".
        let reason: String
    }

    /// Whether `object` can be screened here (an ELF object: Linux). On
    /// macOS, where answers run unsandboxed anyway, only the text screen
    /// (``AnswerScreen``) applies.
    static func screens(_ object: URL) -> Bool { ObjectSymbols.isELF(object.path) }

    /// The refusals for the answer's `symbols` when linked with `parts`;
    /// `libraries` gives the names the program's libraries define or refer
    /// to, asked for only when a visible symbol outside the module needs it.
    static func refusals(_ symbols: ObjectSymbols, parts: [(part: Part, symbols: ObjectSymbols)], libraries: () throws -> [(library: String, names: Set<String>)]) rethrows -> [Refusal] {
        let foreign = symbols.definitions.filter { !isOwnSwiftName($0.name) }
        guard !foreign.isEmpty else { return [] }
        let foreignNames = Set(foreign.map(\.name))
        // What the other parts do with those names (only those: the parts' tables are large).
        var definers: [String: [(role: String, binding: ObjectSymbols.Binding)]] = [:]
        var referrers: [String: [String]] = [:]
        for (part, table) in parts {
            for definition in table.definitions where foreignNames.contains(definition.name) {
                definers[definition.name, default: []].append((part.role, definition.binding))
            }
            for name in table.references where foreignNames.contains(name) {
                referrers[name, default: []].append(part.role)
            }
        }
        var libraryNames: [(library: String, names: Set<String>)]?
        var refused: [Refusal] = []
        var seen: Set<String> = []
        for symbol in foreign where seen.insert(symbol.name).inserted {
            let defined = definers[symbol.name] ?? []
            if symbol.binding == .strong, let other = defined.first {
                refused.append(Refusal(name: symbol.name, reason: "\(other.role) defines a symbol of that name"))
            } else if defined.isEmpty, let role = referrers[symbol.name]?.first {
                refused.append(Refusal(name: symbol.name, reason: "\(role) refers to a symbol of that name"))
            } else if !symbol.hidden {
                if libraryNames == nil { libraryNames = try libraries() }
                if let library = libraryNames?.first(where: { $0.names.contains(symbol.name) })?.library {
                    refused.append(Refusal(name: symbol.name, reason: "the library \(library) defines or uses a symbol of that name"))
                }
            }
        }
        return refused
    }

    /// At most this many refusals are listed one by one.
    static let listedRefusals = 12

    /// One diagnostic per refusal, at the answer's line that writes the
    /// name (when it does), saying what to do.
    static func diagnostics(_ refusals: [Refusal], answerText: String, answerPath: String) -> [Diagnostic] {
        let locator = NameLocator(answerText)
        var diagnostics = refusals.prefix(listedRefusals).map { refusal in
            let (line, column) = locator.location(of: refusal.name)
            let name = SafeText.line(String(refusal.name.prefix(200)))
            let message: String
            if refusal.name == "main" {
                message = "your answer defines the program's entry point 'main' (with @main or a top-level attribute): the grader's driver is the program's entry point; remove it"
            } else {
                message = "your answer defines the symbol '\(name)' for the linker, and \(refusal.reason), so the program could end up running your code in its place. "
                    + "An answer may define only its own Swift declarations, whose names the compiler makes. Remove the attribute that names the symbol (@_cdecl, @_silgen_name, @export or the like)"
            }
            return Diagnostic(file: answerPath, line: line, column: column, severity: .error, message: message)
        }
        if refusals.count > listedRefusals {
            diagnostics.append(Diagnostic(file: answerPath, line: 0, column: 0, severity: .error,
                                          message: "… and \(refusals.count - listedRefusals) more symbols like these"))
        }
        return diagnostics
    }

    /// Gives every definition of `object` outside the answer's module local
    /// binding: only the module's own names (`ownNames`) stay global. Checked
    /// by reading the object again.
    static func localize(_ object: URL, ownNames: [String], compiler: SwiftCompiler) throws {
        let tool = try objcopyPath(compiler: compiler)
        // An empty list of names to keep: every definition becomes local.
        let keepFile = object.deletingLastPathComponent().appendingPathComponent("answer-global-symbols.txt")
        try Data().write(to: keepFile)
        let arguments = ["--keep-global-symbols=" + keepFile.path] + Set(ownNames).sorted().map { "--keep-global-symbol=" + $0 } + [object.path]
        let result = try HostProcess.run(HostCommand(executable: tool, arguments: arguments, timeoutSeconds: 60, outputBytes: 1 << 20))
        guard result.termination == .exited(0), !result.timedOut else {
            throw GradingError.setup("\(tool) could not prepare the answer's compiled object for linking (\(result.termination)): "
                + SafeText.line(String(decoding: result.standardError.prefix(500), as: UTF8.self)) + "; the grader needs it to link answers; check the Swift toolchain")
        }
        let after = try ObjectSymbols.read(object.path)
        guard after.definitions.allSatisfy({ isOwnSwiftName($0.name) }) else {
            throw GradingError.setup("\(tool) left symbols outside the answer's module global in \(object.lastPathComponent); the grader cannot link answers safely with this toolchain")
        }
    }

    /// A Swift-mangled name that involves the answer's module: declared in
    /// it (`$s8Exercise…`), or an extension or conformance it makes of
    /// another module's type (`$s20FoundationEssentials…O8ExerciseE3hex…`).
    /// The module is the length-prefixed identifier `8Exercise`, not part of
    /// a longer number (`18Exercise…` is another identifier).
    static func isOwnSwiftName(_ name: String) -> Bool {
        guard name.hasPrefix("$s") else { return false }
        var rest = name[...]
        while let range = rest.range(of: moduleToken) {
            if range.lowerBound == name.startIndex || !name[name.index(before: range.lowerBound)].isNumber { return true }
            rest = name[range.upperBound...]
        }
        return false
    }

    static func objcopyPath(compiler: SwiftCompiler) throws -> String {
        let candidates = [toolchainBin(compiler) + "/llvm-objcopy", "/usr/bin/llvm-objcopy", "/usr/bin/objcopy"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw GradingError.setup("no llvm-objcopy or objcopy found (looked at \(candidates.joined(separator: ", "))): the grader needs it to link answers; install the Swift toolchain's llvm-objcopy or binutils")
        }
        return found
    }

    static func toolchainBin(_ compiler: SwiftCompiler) -> String {
        (URL(fileURLWithPath: compiler.path).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
    }

    /// The Swift runtime's start-up object, which the compiler's driver
    /// links into every program, when it is where the toolchain keeps it.
    static func runtimeStartup(compiler: SwiftCompiler) -> Part? {
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let path = toolchainBin(compiler) + "/../lib/swift/linux/\(machine)/swiftrt.o"
        return FileManager.default.fileExists(atPath: path) ? Part(path: (path as NSString).standardizingPath, role: "the Swift runtime's start-up code") : nil
    }

    /// The names every library a course program can load defines or refers
    /// to: the Swift runtime's (every shared library in the toolchain's
    /// runtime folder), chapter 4's `CourseSupport`, and the C and C++
    /// runtime libraries. Read once per process.
    static func librarySymbols(compiler: SwiftCompiler, extraDirectories: [String]) -> [(library: String, names: Set<String>)] {
        let key = compiler.path + "\n" + extraDirectories.joined(separator: "\n")
        if let known = librariesRead.value(for: key) { return known }
        var paths: [String] = []
        let runtime = toolchainBin(compiler) + "/../lib/swift/linux"
        for directory in [runtime] + extraDirectories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            paths += names.filter { $0.hasSuffix(".so") }.sorted().map { (directory as NSString).appendingPathComponent($0) }
        }
        let systemDirectories = ["/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/lib64", "/usr/lib64", "/lib", "/usr/lib"]
        for soname in ["libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libutil.so.1", "libstdc++.so.6", "libgcc_s.so.1"] {
            if let directory = systemDirectories.first(where: { FileManager.default.fileExists(atPath: $0 + "/" + soname) }) {
                paths.append(directory + "/" + soname)
            }
        }
        let tables = paths.compactMap { path -> (library: String, names: Set<String>)? in
            guard let table = try? ObjectSymbols.read(path) else { return nil }
            return ((path as NSString).lastPathComponent, Set(table.definitions.map(\.name)).union(table.references))
        }
        librariesRead.set(tables, for: key)
        return tables
    }

    private static let librariesRead = Memo<[(library: String, names: Set<String>)]>()

    /// Finds where an answer writes a symbol's name: in quotes (the
    /// attribute's argument) first, else anywhere; one pass to index lines.
    struct NameLocator {
        let text: String
        let lineStarts: [String.Index]

        init(_ text: String) {
            self.text = text
            var starts = [text.startIndex]
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                index = text.index(after: index)
                if character == "\n" || character == "\r" || character == "\r\n" { starts.append(index) }
            }
            lineStarts = starts
        }

        func location(of name: String) -> (line: Int, column: Int) {
            guard !name.isEmpty else { return (0, 0) }
            for needle in ["\"" + name + "\"", name] {
                guard let range = text.range(of: needle) else { continue }
                // The last line start at or before the match.
                var low = 0, high = lineStarts.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if lineStarts[middle] <= range.lowerBound { low = middle } else { high = middle - 1 }
                }
                return (low + 1, text.distance(from: lineStarts[low], to: range.lowerBound) + 1)
            }
            return (0, 0)
        }
    }
}
