import Foundation
import Sandbox
import TextSafety
import Toolchain

/// The answer screen on what the compiler made: no symbol the answer's
/// object (`answer.o`) defines can stand in for one that another part of
/// the program needs, and the answer's object exports nothing but what the
/// rest of the program asks of it.
///
/// Everything an answer declares in Swift is named by the compiler in the
/// answer's module (`$s8Exercise…`, or `$s…8ExerciseE…` for an extension
/// of another module's type). Every other symbol the object defines is
/// either a helper the compiler emits into each object that uses it (copies
/// of other modules' generic code, key-path and witness-table accessors,
/// thunks, metadata caches: weak, the same code under the same name in every
/// object) or one the answer named itself (`@_cdecl`, `@c`, `@_silgen_name`,
/// `@main`, a weak one with `@_alwaysEmitIntoClient`), however its source
/// spelt the attribute; and a chosen name can also look like a helper of
/// the answer's module (`$s8Exercise4BookVWOh`, which the harness defines
/// weakly too).
///
/// Read from the symbol tables of everything linked with the answer (the
/// chapter's objects, the harness, the driver, the grader's kit, the Swift
/// runtime's start-up object), every definition of the answer's object is:
///
/// - **refused** when the answer's would replace, clash with or satisfy
///   another part's: a strong definition of a name another part also
///   defines; a definition of a name another part refers to without
///   defining it, unless the name is the answer's module's own (the harness
///   reaches the answer through those); a definition the dynamic linker can
///   see (not hidden) of a name one of the program's libraries defines or
///   refers to;
/// - **kept global** when it is a name of the answer's module that another
///   part refers to and none defines: what the program asks of the answer;
/// - **made local** otherwise (ELF), before the link, by `llvm-objcopy
///   --keep-global-symbols` with the kept names only: a weak definition
///   another part also defines (each part keeps its own copy), and every
///   name nobody else uses. A local symbol binds nothing outside its
///   object, so no name the rules did not refuse — a helper a newer
///   compiler emits under a name nobody has seen, a chosen name nothing
///   uses — can stand in for anything: this is why the screen is complete.
///
/// An object that places code or data where the loader runs it before or
/// after the driver (`.init_array`, `.fini_array`, `.ctors`, …, with
/// `@section`) is refused too: the compiler never puts Swift there.
enum AnswerObjectScreen {
    /// Part of every answer's program key: a refusal is kept with the
    /// compile failures, so a change to these rules must not reuse one.
    static let version = 4

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

    /// What the screen decided about an answer's object.
    struct Decision: Equatable {
        var refusals: [Refusal]
        /// The definitions that stay global; every other is made local.
        var global: Set<String>
    }

    /// Whether `object` can be screened here (an ELF object: Linux). On
    /// macOS, where answers run unsandboxed anyway, only the text screen
    /// (``AnswerScreen``) applies.
    static func screens(_ object: URL) -> Bool { ObjectSymbols.isELF(object.path) }

    /// Sections whose contents the loader runs before or after `main`.
    static func runsOutsideTheDriver(_ section: String) -> Bool {
        [".init_array", ".fini_array", ".preinit_array", ".ctors", ".dtors"].contains { section == $0 || section.hasPrefix($0 + ".") }
            || section == ".init" || section == ".fini"
    }

    /// The decision for the answer's `symbols` when linked with `parts`;
    /// `libraries` gives the names the program's libraries define or refer
    /// to, asked for only when a visible symbol outside the module needs it.
    static func decide(_ symbols: ObjectSymbols, parts: [(part: Part, symbols: ObjectSymbols)], libraries: () throws -> [(library: String, names: Set<String>)]) rethrows -> Decision {
        var refused: [Refusal] = []
        for section in symbols.sections where runsOutsideTheDriver(section) {
            refused.append(Refusal(name: section, reason: "the section '\(section)' is run by the loader outside the grader's driver"))
        }
        let names = Set(symbols.definitions.map(\.name))
        // What the other parts do with those names (only those: the parts' tables are large).
        var definers: [String: [(role: String, binding: ObjectSymbols.Binding)]] = [:]
        var referrers: [String: [String]] = [:]
        for (part, table) in parts {
            for definition in table.definitions where names.contains(definition.name) {
                definers[definition.name, default: []].append((part.role, definition.binding))
            }
            for name in table.references where names.contains(name) {
                referrers[name, default: []].append(part.role)
            }
        }
        var libraryNames: [(library: String, names: Set<String>)]?
        var global: Set<String> = []
        var seen: Set<String> = []
        for symbol in symbols.definitions where seen.insert(symbol.name).inserted {
            let defined = definers[symbol.name] ?? []
            let own = isOwnSwiftName(symbol.name)
            if let other = defined.first {
                // Another part has its own: a strong one of the answer's would win.
                if symbol.binding == .strong { refused.append(Refusal(name: symbol.name, reason: "\(other.role) defines a symbol of that name")) }
            } else if let role = referrers[symbol.name]?.first {
                if own { global.insert(symbol.name) } else { refused.append(Refusal(name: symbol.name, reason: "\(role) refers to a symbol of that name")) }
            } else if !symbol.hidden && !own {
                if libraryNames == nil { libraryNames = try libraries() }
                if let library = libraryNames?.first(where: { $0.names.contains(symbol.name) })?.library {
                    refused.append(Refusal(name: symbol.name, reason: "the library \(library) defines or uses a symbol of that name"))
                }
            }
        }
        return Decision(refusals: refused, global: global)
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
            if runsOutsideTheDriver(refusal.name) {
                message = "your answer places code or data in the section '\(name)', which the loader runs before or after the grader's driver: an answer's code runs only when the grader calls it. Remove the attribute that places it (@section, @_section, @used or the like)"
            } else if refusal.name == "main" {
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

    /// Writes `output`: `object` with every definition but those of `global`
    /// given local binding (``Decision/global``), checked by reading it back.
    /// The names to keep go to `llvm-objcopy` in a file, one per line (a
    /// kept name is one of the module's own, which the compiler spells in
    /// letters, digits, `_` and `$` only, ``isOwnSwiftName(_:)``), beside an
    /// empty name, which no symbol has: with no name to keep at all, the
    /// tool would otherwise change nothing.
    static func localize(_ object: URL, into output: URL, keeping global: Set<String>, compiler: SwiftCompiler) throws {
        let tool = try objcopyPath(compiler: compiler)
        let keepFile = output.deletingLastPathComponent().appendingPathComponent(output.lastPathComponent + ".global-symbols")
        try Data(global.sorted().map { $0 + "\n" }.joined().utf8).write(to: keepFile)
        let result = try HostProcess.run(HostCommand(executable: tool, arguments: ["--keep-global-symbol=", "--keep-global-symbols=" + keepFile.path, object.path, output.path],
                                                     timeoutSeconds: 60, outputBytes: 1 << 20))
        guard result.termination == .exited(0), !result.timedOut else {
            throw GradingError.setup("\(tool) could not prepare the answer's compiled object for linking (\(result.termination)): "
                + SafeText.line(String(decoding: result.standardError.prefix(500), as: UTF8.self)) + "; the grader needs it to link answers; check the Swift toolchain")
        }
        let after = try ObjectSymbols.read(output.path)
        guard after.definitions.allSatisfy({ global.contains($0.name) }) else {
            throw GradingError.setup("\(tool) left symbols global in \(output.lastPathComponent) that it was asked to make local; the grader cannot link answers safely with this toolchain")
        }
    }

    /// A name the compiler makes for the answer's module: `$s8Exercise…`
    /// (declared in it), or one holding `8ExerciseE` (an extension it
    /// declares of another module's type, `$s20FoundationEssentials…O8ExerciseE3hex…`),
    /// the module being the length-prefixed identifier `8Exercise`, not the
    /// end of a longer number (`18Exercise…` is another identifier); spelt
    /// as the compiler spells names, in ASCII letters, digits, `_` and `$`.
    /// (A chosen name can look like one: what matters is only whether
    /// another part needs it, which ``decide(_:parts:libraries:)`` reads.)
    static func isOwnSwiftName(_ name: String) -> Bool {
        guard name.hasPrefix("$s"), name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "$") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return false }
        if name.hasPrefix("$s" + moduleToken) { return true }
        var rest = name[...]
        while let range = rest.range(of: moduleToken + "E") {
            if !name[name.index(before: range.lowerBound)].isNumber { return true }
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
        /// Where each word of the code stands (comments and literals left out).
        let words: [String: (line: Int, column: Int)]

        init(_ text: String) {
            var words: [String: (line: Int, column: Int)] = [:]
            for word in SwiftCodeReader.read(text).words where words[word.text] == nil { words[word.text] = (word.line, word.column) }
            self.words = words
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
            // Written as code (`@c(fflush)`), then in quotes (`@_cdecl("fflush")`), then anywhere.
            if let word = words[name] { return word }
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
