import Foundation

/// What a crashed Swift program printed, made readable for a learner.
///
/// With `SWIFT_BACKTRACE=enable=no` a debug build still prints its fatal
/// error followed by a "Current stack trace:" list of addresses:
///
///     Answer/Answer.swift:12: Fatal error: Index out of range
///     Current stack trace:
///     0    libswiftCore.so    0x00007f…  swift_reportError + 33
///     …
///
/// `withoutStackTrace` keeps the first line and drops the list (and a full
/// backtracer report, should one be there).
public enum CrashReport {
    public struct FatalError: Sendable, Equatable {
        /// As the runtime printed it (`Module/File.swift`), or "" when absent.
        public var file: String
        /// 0 when absent.
        public var line: Int
        public var message: String

        public init(file: String, line: Int, message: String) {
            self.file = file
            self.line = line
            self.message = message
        }
    }

    public static func withoutStackTrace(_ text: String) -> String {
        var kept: [Substring] = []
        var inTrace = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("💣 Program crashed") || line.hasPrefix("*** Program crashed") { break }
            if line == "Current stack trace:" { inTrace = true; continue }
            if inTrace {
                if isFrame(line) { continue }
                inTrace = false
            }
            kept.append(line)
        }
        while let last = kept.last, last.trimmingCharacters(in: .whitespaces).isEmpty { kept.removeLast() }
        return kept.joined(separator: "\n") + (kept.isEmpty ? "" : "\n")
    }

    /// The first `file:line: Fatal error: message` (or bare `Fatal error: message`).
    public static func fatalError(in text: String) -> FatalError? {
        for line in text.split(separator: "\n") {
            guard let marker = line.range(of: "Fatal error: ") else { continue }
            let message = String(line[marker.upperBound...])
            let place = line[..<marker.lowerBound].trimmingCharacters(in: .whitespaces)
            let placeParts = place.hasSuffix(":") ? place.dropLast().split(separator: ":") : []
            if placeParts.count >= 2, let number = Int(placeParts.last!) {
                return FatalError(file: placeParts.dropLast().joined(separator: ":"), line: number, message: message)
            }
            return FatalError(file: "", line: 0, message: message)
        }
        return nil
    }

    /// `3    libswiftCore.so    0x00007f… symbol + 221`
    private static func isFrame(_ line: Substring) -> Bool {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        return fields.count >= 3 && Int(fields[0]) != nil && fields[2].hasPrefix("0x")
    }
}
