import Foundation
import TextSafety

/// Something the instructor should look at after a class is graded that is
/// no student's fault or belongs to no one student (a roster row without an
/// LMS id, lateness that could not be known), with how much it matters.
/// Stored as such in grades.json (`{"severity": "warning", "message": …}`)
/// and printed by its severity.
public struct GradingWarning: Codable, Sendable, Equatable, Hashable {
    public enum Severity: String, Codable, Sendable, Hashable {
        /// Worth a look; every student was graded as the files say.
        case warning
        /// A student's grade rests on something the grader could not read
        /// (their lateness, say): fix the file and grade again.
        case error
    }

    public var severity: Severity
    /// One sentence (or a few) saying what and what to do; no severity word.
    public var message: String

    public init(_ severity: Severity, _ message: String) {
        self.severity = severity
        self.message = message
    }

    public static func warning(_ message: String) -> GradingWarning { GradingWarning(.warning, message) }
    public static func error(_ message: String) -> GradingWarning { GradingWarning(.error, message) }

    /// The terminal's line: the severity, then the message made safe to print.
    public var line: String {
        "\(severity.rawValue): \(SafeText.line(message))"
    }

    enum CodingKeys: String, CodingKey {
        case severity, message
    }

    /// Set (to `true`) in a decoder's `userInfo` to read a report of
    /// version 3 or older, whose warnings are plain strings. A current
    /// report's warnings are read by their stored severity only.
    public static let legacyStrings = CodingUserInfoKey(rawValue: "codable-workbook.legacy-warning-strings")!

    public init(from decoder: Decoder) throws {
        if decoder.userInfo[Self.legacyStrings] as? Bool == true,
           let text = try? decoder.singleValueContainer().decode(String.self) {
            self = Self(legacy: text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
    }

    /// A warning as a report of version 3 or older stored it: its text,
    /// an error's written with the severity first ("error: …"). That old
    /// format's only way to store a severity, read for that format alone.
    init(legacy text: String) {
        let errorMark = "error: "
        if text.hasPrefix(errorMark) {
            self.init(.error, String(text.dropFirst(errorMark.count)))
        } else {
            self.init(.warning, text)
        }
    }
}
