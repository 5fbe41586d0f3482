import Foundation

/// The command line as the learner typed it, to repeat in a verdict: the
/// `./workbook` script passes its own name in WORKBOOK_COMMAND_NAME.
enum Invocation {
    static var commandLine: String {
        let name = ProcessInfo.processInfo.environment["WORKBOOK_COMMAND_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? "workbook"
        return ([name] + CommandLine.arguments.dropFirst().map(quoted)).joined(separator: " ")
    }

    /// Quotes an argument for a POSIX shell when it needs it.
    static func quoted(_ argument: String) -> String {
        let plain = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !argument.isEmpty, argument.unicodeScalars.allSatisfy(plain.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
