import Foundation
import Sandbox

/// The commands the `swiftc` driver runs to link object files (on Linux:
/// `swift-autolink-extract`, then `clang` with `ld.lld`), learned from the
/// driver itself (`swiftc -###`) once per toolchain and set of flags, and
/// then run without it. The driver's own work for a link (loading itself
/// and planning the two commands) cost about 0.05 CPU seconds, a tenth of
/// a check of an edited answer (docs/TEST-TIME.md, "Where a check's time
/// goes").
///
/// The plan is the driver's printout for two stand-in objects and a
/// stand-in output; a link puts its own objects, output and their folders
/// where those stood. A printout that does not have that shape (a stand-in
/// path left over, a temporary file of the driver's, a relative program)
/// gives no plan, and the link goes through the driver as before, as it
/// does with `WORKBOOK_LINK=driver`. Plans are kept per boot
/// (``BootCache``, keyed by the compiler binary's identity and the flags).
public struct LinkPlan: Codable, Sendable, Equatable {
    /// The commands, in order; each is argv, with the markers below.
    public var commands: [[String]]

    /// Stands for the objects, in order (a whole argument).
    static let objectsMarker = "\u{0}objects"
    /// Stands for the output (a whole argument).
    static let outputMarker = "\u{0}output"
    /// Stands for the first object's folder and a slash, inside an argument
    /// (where the driver writes the autolink file).
    static let objectFolderMarker = "\u{0}object-folder/"
    /// Stands for the output's folder and a slash, inside an argument.
    static let outputFolderMarker = "\u{0}output-folder/"

    static let standInFolder = "/workbook-link-objects/"
    static let standInObjects = [standInFolder + "object-1.o", standInFolder + "object-2.o"]
    static let standInOutputFolder = "/workbook-link-output/"
    static let standInOutput = standInOutputFolder + "program"

    /// The commands for `objects` linked into `output`.
    public func commands(objects: [String], output: String) -> [[String]] {
        let objectFolder = (objects.first.map { ($0 as NSString).deletingLastPathComponent } ?? "/") + "/"
        let outputFolder = (output as NSString).deletingLastPathComponent + "/"
        return commands.map { command in
            command.flatMap { argument -> [String] in
                if argument == Self.objectsMarker { return objects }
                if argument == Self.outputMarker { return [output] }
                return [argument.replacingOccurrences(of: Self.objectFolderMarker, with: objectFolder)
                    .replacingOccurrences(of: Self.outputFolderMarker, with: outputFolder)]
            }
        }
    }

    /// Reads the driver's printout (`swiftc -###` for ``standInObjects``
    /// and ``standInOutput``): nil unless every line is a command of an
    /// absolute program, the stand-ins appear only where a link's own
    /// paths go, and nothing names `temporaryDirectory`.
    static func parse(printout: String, temporaryDirectory: String?) -> LinkPlan? {
        var commands: [[String]] = []
        for line in printout.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let words = ShellWords.split(String(line)), let program = words.first, program.hasPrefix("/") else { return nil }
            var command: [String] = []
            var index = 0
            while index < words.count {
                if words[index...].starts(with: standInObjects) {
                    command.append(objectsMarker)
                    index += standInObjects.count
                    continue
                }
                let word = words[index]
                if word == standInOutput {
                    command.append(outputMarker)
                } else {
                    let marked = word.replacingOccurrences(of: standInFolder, with: objectFolderMarker)
                        .replacingOccurrences(of: standInOutputFolder, with: outputFolderMarker)
                    if marked.contains("workbook-link-") { return nil }
                    if let temporaryDirectory, !temporaryDirectory.isEmpty, marked.contains(temporaryDirectory) { return nil }
                    command.append(marked)
                }
                index += 1
            }
            commands.append(command)
        }
        // The objects go in somewhere, and the last command writes the output.
        guard !commands.isEmpty, commands.contains(where: { $0.contains(objectsMarker) }),
              commands.last?.contains(outputMarker) == true else { return nil }
        return LinkPlan(commands: commands)
    }
}

/// Splits a command line as a POSIX shell would split plain words: single
/// quotes, double quotes (with backslash escapes of `"`, `\`, `$` and the
/// backtick) and backslash escapes outside quotes. Nil for anything a plain
/// word list does not say (an unterminated quote, a variable, a command
/// substitution, a redirection or a pipe).
enum ShellWords {
    static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" { closed = true; break }
                    current.append(next)
                }
                guard closed else { return nil }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" { closed = true; break }
                    if next == "$" || next == "`" { return nil }
                    if next == "\\" {
                        guard let escaped = characters.next() else { return nil }
                        if !"\"\\$`".contains(escaped) { current.append("\\") }
                        current.append(escaped)
                        continue
                    }
                    current.append(next)
                }
                guard closed else { return nil }
            case "\\":
                guard let escaped = characters.next() else { return nil }
                inWord = true
                current.append(escaped)
            case "$", "`", "|", "&", ";", "<", ">", "(", ")", "*", "?", "[", "#", "~":
                // Something a shell would expand or treat as syntax (a `#`,
                // `~` or `[` only at some places, but a plan has no need of them).
                if character == "#" || character == "~" || character == "[" || character == "*" || character == "?", inWord {
                    current.append(character)
                } else {
                    return nil
                }
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
