import Foundation
import Testing
@testable import Classroom

/// A value of the wrong kind, caught by the decoder of `AssignmentFile`,
/// still names its key's line and says what the key holds.
@Suite("Assignment file kinds")
struct AssignmentFileDecodingTests {
    static let minimal = """
    id = "hw1"
    due = 2026-12-01T23:59:00-05:00

    [[exercises]]
    id = "kebab-strategy"
    points = 10
    """

    @Test("a top-level key of the wrong kind names its line and its kind", arguments: [
        // (a line put first, words of the message)
        ("late = 3", "'late' must be a table"),
        ("extensions = \"eve\"", "'extensions' must be a table"),
        ("student_timestamps = 0", "'student_timestamps' must be \"flag\" or \"refuse\""),
        ("missing = \"never\"", "'missing' must be \"zero\" or \"blank\""),
        ("grace_minutes = \"ten\"", "'grace_minutes' must be a number (minutes)"),
        ("grace_minutes = nan", "'grace_minutes' must be a number (minutes)"),
        ("canvas_assignment_id = -4", "Canvas's numeric assignment id"),
        ("canvas_assignment_id = 1.5", "Canvas's numeric assignment id"),
        ("roster = 5", "'roster' must be a non-empty string in quotes"),
        ("title = \"  \"", "'title' must be a non-empty string in quotes"),
        ("title = [\"Homework\"]", "'title' must be a non-empty string in quotes"),
        ("du = 1", "unknown key 'du' in the assignment; did you mean 'due'?"),
    ])
    func topLevelKinds(line: String, words: String) throws {
        let failure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(line + "\n" + Self.minimal) })
        #expect(failure.line == 1, "\(failure.reason)")
        #expect(failure.reason.contains(words), "\(failure.reason)")
    }

    @Test("a date-time written another way says how to write it", arguments: [
        ("due = 23:59:00", "'due' must be a date-time with offset"),
        ("due = 2026-13-01T23:59:00-05:00", "not valid TOML"),
        ("due = 2026-02-30T23:59:00-05:00", "not valid TOML"),
        ("due = \"tomorrow\"", "'due' must be a date-time with offset"),
        ("due = 1", "'due' must be a date-time with offset"),
    ])
    func dueKinds(due: String, words: String) throws {
        let text = Self.minimal.replacingOccurrences(of: "due = 2026-12-01T23:59:00-05:00", with: due)
        let failure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(text) })
        #expect(failure.line == 2, "\(failure.reason)")
        #expect(failure.reason.contains(words), "\(failure.reason)")
    }

    @Test("an exercise of the wrong kind names its line", arguments: [
        // (the exercise's line after its id, the line named, words)
        ("rule_weights = [\"a\", 1]", 6, "'rule_weights' must be a list of numbers"),
        ("rule_weights = []", 6, "'rule_weights' must be a list of numbers"),
        ("rule_weights = 2", 6, "'rule_weights' must be a list of numbers"),
        ("rule_weights = [1, 1000.5]", 6, "a weight is a number from 0 to 1000"),
        ("output_weight = \"one\"", 6, "'output_weight' must be a number"),
        ("points = \"ten\"", 6, "'points' must be a number (points)"),
        ("weight = 1", 6, "unknown key 'weight' in [[exercises]]"),
    ])
    func exerciseKinds(extra: String, line: Int, words: String) throws {
        let text = Self.minimal.replacingOccurrences(of: "points = 10", with: extra)
        let failure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(text) })
        #expect(failure.line == line, "\(failure.reason)")
        #expect(failure.reason.contains(words), "\(failure.reason)")
    }

    @Test("exercises that are not [[exercises]] sections")
    func exercisesNotTables() throws {
        let notArray = "id = \"hw1\"\ndue = 2026-12-01T23:59:00-05:00\nexercises = \"kebab-strategy\"\n"
        let first = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(notArray) })
        #expect(first.line == 3 && first.reason.contains("'exercises' must be an array of tables"), "\(first.reason)")
        let numbers = "id = \"hw1\"\ndue = 2026-12-01T23:59:00-05:00\nexercises = [1, 2]\n"
        let second = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(numbers) })
        #expect(second.line == 3 && second.reason.contains("each exercise must be a table"), "\(second.reason)")
        let empty = "id = \"hw1\"\ndue = 2026-12-01T23:59:00-05:00\nexercises = []\n"
        let third = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(empty) })
        #expect(third.line == 3 && third.reason.contains("no exercises"), "\(third.reason)")
    }

    @Test("[late] and [extensions] values of the wrong kind")
    func sectionKinds() throws {
        let late = Self.minimal + "\n\n[late]\npercent_per_day = \"ten\"\n"
        let lateFailure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(late) })
        #expect(lateFailure.line == 9 && lateFailure.reason.contains("'percent_per_day' must be a number (percent)"), "\(lateFailure.reason)")
        let noPerDay = Self.minimal + "\n\n[late]\nmax_percent = 50\n"
        let noPerDayFailure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(noPerDay) })
        #expect(noPerDayFailure.line == 8 && noPerDayFailure.reason.contains("[late] has no 'percent_per_day'"), "\(noPerDayFailure.reason)")
        let dotted = Self.minimal + "\n\n[extensions]\neve = 2026-12-04T23:59:00-05:00\nada.lovelace = 2026-12-05T23:59:00-05:00 # two days\n"
        let dottedFailure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(dotted) })
        #expect(dottedFailure.line == 10, "\(dottedFailure.reason)")
        #expect(dottedFailure.reason.contains("quote the folder name: \"ada.lovelace\" = 2026-12-05T23:59:00-05:00"), "\(dottedFailure.reason)")
        let asString = Self.minimal + "\n\n[extensions]\neve = \"2026-12-04T23:59:00-05:00\"\n"
        let stringFailure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(asString) })
        #expect(stringFailure.line == 9 && stringFailure.reason.contains("'eve' is a string; write the date-time without quotes"), "\(stringFailure.reason)")
    }

    /// The first bad extension in the file is the one named, whatever the
    /// order the decoder reads a table's keys in.
    @Test("the first bad extension in the file is named")
    func firstBadExtension() throws {
        let text = Self.minimal + "\n\n[extensions]\nzed = 2026-12-04T23:59:00\nada = 2026-12-04T23:59:00\n"
        let failure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(text) })
        #expect(failure.line == 9 && failure.reason.contains("'zed' has no UTC offset"), "\(failure.reason)")
    }
}
