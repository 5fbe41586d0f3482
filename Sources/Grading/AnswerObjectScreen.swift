import Foundation
import Sandbox
import TextSafety
import Toolchain

/// The answer screen on what the compiler made: the symbols the answer's
/// own object file (`answer.o`) defines for the linker.
///
/// Everything an answer declares in Swift is named by the compiler, in the
/// answer's module: `$s8Exercise…`, or for an extension of another module's
/// type `$s…8ExerciseE…`. A symbol with any other name is one the
/// answer chose (`@_cdecl("fflush")`, `@_silgen_name("…")`, `@main`), and
/// it could stand in for a function the grader's own driver and harness call
/// (the C library's `fflush`, say), which the linker would bind to the
/// answer's. However the attribute was spelt (a space after `@`, hidden from
/// a reading of the text by a raw string, a regex literal or a carriage
/// return), the symbol is in the object, so this check sees it.
///
/// Refused:
/// - a strong global definition whose Swift-mangled name does not involve
///   the module `Exercise` (or that is not Swift-mangled at all);
/// - a weak global definition that is neither a Swift-mangled name (`$s…`,
///   the copies of other modules' generic code the compiler emits into every
///   client) nor one of the runtime helpers the compiler emits
///   (`__swift_…`, `got.…`, `symbolic …`, `associated conformance …`,
///   `dynamic_cast_existential_…` for an `as?` to a protocol type).
enum AnswerObjectScreen {
    /// Part of every answer's program key: a refusal is kept with the
    /// compile failures, so a change to these rules must not reuse one.
    static let version = 2

    /// The answer's module as Swift's mangling writes it.
    static let moduleToken = "8Exercise"

    /// Weak definitions the compiler emits into every client, by prefix.
    /// (Every weak name in the objects of the course's own answers, its
    /// test answers included, has one of these prefixes.)
    static let compilerHelperPrefixes = ["$s", "__swift_", "_swift_FORCE_LOAD_", "got.", "symbolic ", "associated conformance ",
                                         "dynamic_cast_existential_"]

    /// One defined global symbol as `nm` lists it.
    struct Symbol: Equatable {
        let name: String
        let weak: Bool
    }

    /// The symbols of `object` the answer may not define, each with a
    /// diagnostic at the answer's line that names it (when the name is
    /// written there) and says what to do.
    static func problems(object: URL, answerText: String, answerPath: String, compiler: SwiftCompiler) throws -> [Diagnostic] {
        let symbols = try definedSymbols(in: object, compiler: compiler)
        return refused(symbols).map { symbol in
            let (line, column) = location(of: symbol.name, in: answerText)
            let name = SafeText.line(symbol.name)
            let message: String
            if symbol.name == "main" {
                message = "your answer defines the program's entry point 'main' (with @main or a top-level attribute): the grader's driver is the program's entry point; remove it"
            } else {
                message = "your answer defines the symbol '\(name)' for the linker under a name of its own choosing (with @_cdecl, @_silgen_name or a similar attribute), "
                    + "so the grader's own code could end up calling it instead of the function of that name; an answer may define only Swift declarations, which the compiler names itself. Remove the attribute"
            }
            return Diagnostic(file: answerPath, line: line, column: column, severity: .error, message: message)
        }
    }

    /// The symbols an answer may not define.
    static func refused(_ symbols: [Symbol]) -> [Symbol] {
        var seen = Set<String>()
        return symbols.filter { symbol in
            let allowed = symbol.weak
                ? compilerHelperPrefixes.contains { symbol.name.hasPrefix($0) }
                : isOwnSwiftName(symbol.name)
            return !allowed && seen.insert(symbol.name).inserted
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

    /// Every global symbol `object` defines, from the toolchain's `llvm-nm`
    /// (beside `swiftc`), else `nm`.
    static func definedSymbols(in object: URL, compiler: SwiftCompiler) throws -> [Symbol] {
        let tool = try nmPath(compiler: compiler)
        let result = try HostProcess.run(HostCommand(executable: tool, arguments: ["--defined-only", "--extern-only", "--no-sort", object.path],
                                                     timeoutSeconds: 30, outputBytes: 16 << 20))
        guard result.termination == .exited(0), !result.timedOut, !result.outputLimitExceeded else {
            throw GradingError.setup("\(tool) could not list the symbols of the answer's compiled object (\(result.termination)): "
                + String(decoding: result.standardError.prefix(500), as: UTF8.self) + "; the grader needs it to screen answers; check the Swift toolchain")
        }
        return parse(String(decoding: result.standardOutput, as: UTF8.self))
    }

    /// `nm`'s default listing: `<value> <type> <name>`, the name possibly
    /// holding spaces. Types `W`, `V` (and lower case `w`, `v`) are weak.
    static func parse(_ listing: String) -> [Symbol] {
        listing.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[1].count == 1 else { return nil }
            var name = String(fields[2])
            #if os(macOS)
            // Mach-O names carry a leading underscore.
            if name.hasPrefix("_") { name.removeFirst() }
            #endif
            if name.isEmpty { return nil }
            return Symbol(name: name, weak: "WwVv".contains(fields[1]))
        }
    }

    static func nmPath(compiler: SwiftCompiler) throws -> String {
        let directory = (URL(fileURLWithPath: compiler.path).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
        let candidates = [directory + "/llvm-nm", directory + "/nm", "/usr/bin/llvm-nm", "/usr/bin/nm"]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw GradingError.setup("no llvm-nm or nm found (looked at \(candidates.joined(separator: ", "))): the grader needs it to screen answers; install the Swift toolchain's llvm-nm or binutils")
        }
        return found
    }

    /// The line and column where the answer writes `name` in quotes (the
    /// attribute's argument), else where it writes it at all, else line 0.
    static func location(of name: String, in text: String) -> (line: Int, column: Int) {
        for needle in ["\"" + name + "\"", name] {
            var line = 1
            for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
                if let range = raw.range(of: needle) {
                    return (line, raw.distance(from: raw.startIndex, to: range.lowerBound) + 1)
                }
                line += 1
            }
        }
        return (0, 0)
    }
}
