import Foundation
import TextSafety

/// Shows a run's progress on standard error: a bar redrawn in place on a
/// terminal, one plain line per graded answer otherwise (logs, CI).
public final class ProgressPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private let interactive: Bool
    private let start = Date()
    private var total = 0
    private var done = 0
    private var failures = 0
    private var lastWidth = 0

    public init(interactive: Bool = isatty(2) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb") {
        self.interactive = interactive
    }

    public func handle(_ event: GradeProgress) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case let .planned(answers, toGrade, reused):
            total = toGrade
            emit("\(answers) answers: \(toGrade) to grade, \(reused) already graded (unchanged or identical answers)", final: true)
        case let .graded(done, of, exercise, students, passed, verdict, seconds):
            self.done = done
            if !passed { failures += 1 }
            if interactive {
                let width = 30
                let filled = of == 0 ? width : width * done / of
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                let elapsed = Date().timeIntervalSince(start)
                emit("\(bar) \(done)/\(of) answers  \(String(format: "%.0f", elapsed)) s  \(failures) not passing", final: done == of)
            } else {
                let first = SafeText.line(students.first ?? "")
                let who = students.count == 1 ? first : "\(first) and \(students.count - 1) more"
                emit("[\(done)/\(of)] \(who)/\(exercise).swift: \(SafeText.line(verdict)) (\(String(format: "%.1f", seconds)) s)", final: true)
            }
        }
    }

    public func message(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        emit(text.split(separator: "\n", omittingEmptySubsequences: false).map { SafeText.line(String($0)) }.joined(separator: "\n"), final: true)
    }

    private func emit(_ text: String, final: Bool) {
        var line = text
        if interactive {
            let padding = max(0, lastWidth - text.count)
            line = "\r" + text + String(repeating: " ", count: padding)
            lastWidth = final ? 0 : text.count
            if final { line += "\n" }
        } else {
            line += "\n"
        }
        FileHandle.standardError.write(Data(line.utf8))
    }
}
