import Foundation

/// Reads the compiler's `-diagnostic-style llvm` output:
///
///     /path/a.swift:4:26: error: cannot convert return expression of type 'String' to return type 'Int'
///     func g() -> Int { return "x" }
///                              ^~~
///     <unknown>:0: error: error opening input file 'b.swift' (No such file or directory)
///     error: link command failed with exit code 1 (use -v to see invocation)
///
/// Each `place: severity: message` line starts a diagnostic; the lines after
/// it that are not themselves diagnostics are its excerpt.
public enum DiagnosticParser {
    public static func parse(_ output: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine)
            if line.hasSuffix("\r") { line.removeLast() }
            if let diagnostic = parseHeader(line) {
                diagnostics.append(diagnostic)
            } else if !diagnostics.isEmpty, !line.isEmpty {
                diagnostics[diagnostics.count - 1].excerpt.append(line)
            }
        }
        return diagnostics
    }

    /// The diagnostics in groups: each error, warning or remark with the
    /// notes after it (`note: 'Book' previously declared here` belongs to the
    /// `invalid redeclaration` before it, wherever the note points). A note
    /// with nothing before it is a group of its own.
    public static func groups(_ diagnostics: [Diagnostic]) -> [[Diagnostic]] {
        var groups: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        return groups
    }

    private static let severities: [(String, Diagnostic.Severity)] = [
        (": error: ", .error), (": warning: ", .warning), (": note: ", .note), (": remark: ", .remark),
    ]

    /// One header line, or nil if `line` is not one.
    public static func parseHeader(_ line: String) -> Diagnostic? {
        for (prefix, severity) in [("error: ", Diagnostic.Severity.error), ("warning: ", .warning), ("note: ", .note), ("remark: ", .remark)]
        where line.hasPrefix(prefix) {
            return Diagnostic(file: "", line: 0, column: 0, severity: severity, message: String(line.dropFirst(prefix.count)))
        }
        // The first ": severity: " marker whose left side is a place.
        var best: (range: Range<String.Index>, severity: Diagnostic.Severity)?
        for (marker, severity) in severities {
            if let range = line.range(of: marker), best == nil || range.lowerBound < best!.range.lowerBound {
                best = (range, severity)
            }
        }
        guard let (range, severity) = best else { return nil }
        let place = String(line[..<range.lowerBound])
        let message = String(line[range.upperBound...])
        let parts = place.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
            let file = parts.dropLast(2).joined(separator: ":")
            return Diagnostic(file: file, line: lineNumber, column: column, severity: severity, message: message)
        }
        if parts.count >= 2, let lineNumber = Int(parts[parts.count - 1]) {
            let file = parts.dropLast().joined(separator: ":")
            return Diagnostic(file: file, line: lineNumber, column: 0, severity: severity, message: message)
        }
        // A tool's own message (`clang: error: …`, a linker's `x.o:function main: error: …`).
        if !place.contains(" ") || place.hasPrefix("/") {
            return Diagnostic(file: "", line: 0, column: 0, severity: severity, message: place + ": " + message)
        }
        return nil
    }
}
