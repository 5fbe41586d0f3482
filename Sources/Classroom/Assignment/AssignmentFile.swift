import Foundation
import TOMLKit

/// An assignment file as written: the shape TOMLKit's decoder reads, one
/// Decodable type per section, each refusing keys it does not know
/// (`KnownKeys`). Only the kinds of the values are decided here; what they
/// mean (a date-time with its offset, a number in range, a file that
/// exists, an exercise of the course) is checked by `Assignment.load`, and
/// a value of the wrong kind is described by `AssignmentFileDiagnosis`,
/// each at its key's line.
struct AssignmentFile: Decodable, TOMLSection {
    // Decoded in this order, the order the checks read them.
    var id: String?
    var title: String?
    var due: TOMLDateTime?
    var graceMinutes: TOMLNumber?
    var roster: String?
    var submissionTimes: String?
    var overrides: String?
    var canvasAssignmentId: CanvasAssignmentID?
    var late: KnownKeys<Late>?
    /// By student folder; a table here is a dotted key (`first.last = …`).
    var extensions: [String: TOMLDateTime]?
    var exercises: [KnownKeys<Exercise>]?
    var studentTimestamps: Assignment.StudentTimestamps?
    var missing: Assignment.MissingPolicy?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, due
        case graceMinutes = "grace_minutes"
        case roster
        case submissionTimes = "submission_times"
        case overrides, late, extensions, exercises
        case canvasAssignmentId = "canvas_assignment_id"
        case studentTimestamps = "student_timestamps"
        case missing
    }

    static let place = "the assignment"

    /// `[late]`: the late policy.
    struct Late: Decodable, TOMLSection {
        var percentPerDay: TOMLNumber?
        var maxPercent: TOMLNumber?
        var cutoff: TOMLDateTime?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case percentPerDay = "percent_per_day"
            case maxPercent = "max_percent"
            case cutoff
        }

        static let place = "[late]"
    }

    /// One `[[exercises]]` section.
    struct Exercise: Decodable, TOMLSection {
        var id: String?
        var points: TOMLNumber?
        var ruleWeights: [TOMLNumber]?
        var outputWeight: TOMLNumber?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, points
            case ruleWeights = "rule_weights"
            case outputWeight = "output_weight"
        }

        static let place = "[[exercises]]"
    }

    /// Canvas's assignment id, written as a number or as a string of digits.
    enum CanvasAssignmentID: Decodable {
        case number(Int)
        case text(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }
}

/// A TOML number, written as an integer (`10`) or a float (`7.5`).
struct TOMLNumber: Decodable, Equatable {
    var value: Double

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let integer = try? container.decode(Int.self) {
            value = Double(integer)
        } else {
            value = try container.decode(Double.self)
        }
    }
}

/// A table of a TOML file whose keys are its `CodingKeys`.
protocol TOMLSection: Decodable {
    associatedtype CodingKeys: CodingKey & CaseIterable & RawRepresentable where CodingKeys.RawValue == String
    /// How messages name the section: "[late]".
    static var place: String { get }
}

/// A section decoded after its keys are checked: a key it does not know
/// (a misspelling, most often) stops the reading at that key, before a
/// value it would have set is reported missing.
struct KnownKeys<Section: TOMLSection>: Decodable {
    var section: Section

    init(from decoder: Decoder) throws {
        let known = Section.CodingKeys.allCases.map(\.rawValue)
        for key in try decoder.container(keyedBy: AnyKey.self).allKeys where !known.contains(key.stringValue) {
            throw UnknownTOMLKey(key: key.stringValue, known: known, place: Section.place, codingPath: decoder.codingPath)
        }
        section = try Section(from: decoder)
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A key `KnownKeys` refused: `key` in the section at `codingPath`.
struct UnknownTOMLKey: Error {
    var key: String
    var known: [String]
    var place: String
    var codingPath: [CodingKey]
}
