import Foundation
import Literate
import TOMLKit

/// What each key of an assignment file must hold, said once: for a value
/// of the wrong kind (the decoder's error, placed by its coding path and
/// described by what the file holds there) and for a value of the right
/// kind that is out of bounds (`Assignment.load`'s checks). Every problem
/// names the key's line (`TOMLLines`).
struct AssignmentFileDiagnosis {
    let table: TOMLTable
    let lines: TOMLLines
    let text: String

    /// A key's place: its section ("" for the top, "late", "extensions",
    /// "exercises[N]") and its name.
    struct Place: Equatable {
        var section: String
        var key: String?
    }

    /// The section and key a coding path names (the first key under a
    /// section: a deeper path is inside that key's value).
    static func place(_ path: [CodingKey]) -> Place {
        let names = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        guard let first = names.first else { return Place(section: "", key: nil) }
        switch first {
        case "late", "extensions":
            return Place(section: first, key: names.count > 1 ? names[1] : nil).orTop(first)
        case "exercises":
            guard names.count > 1 else { return Place(section: "", key: first) }
            return Place(section: "exercises\(names[1])", key: names.count > 2 ? names[2] : nil)
        default:
            return Place(section: "", key: first)
        }
    }

    /// The file and line, and what to do, for a value of the wrong kind.
    func problem(_ error: DecodingError) -> (line: Int?, reason: String) {
        let path: [CodingKey] = switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context): context.codingPath
        case let .keyNotFound(key, context): context.codingPath.last?.stringValue == key.stringValue ? context.codingPath : context.codingPath + [key]
        @unknown default: []
        }
        let place = Self.place(path)
        guard let key = place.key else {
            // A section that is not a table.
            if place.section.hasPrefix("exercises[") {
                return (lines.line(of: "exercises", in: ""), "each exercise must be a table with id and points, written as an [[exercises]] section")
            }
            return (nil, "not an assignment file: \(error)")
        }
        let line = lines.line(of: key, in: place.section)
        switch (place.section, key) {
        case ("", "late"):
            return (line, "'late' must be a table: a [late] section with percent_per_day, max_percent and cutoff")
        case ("", "extensions"):
            return (line, "'extensions' must be a table: an [extensions] section with one line per student folder, e.g. eve = 2026-12-04T23:59:00-05:00")
        case ("", "exercises"):
            return (line, "'exercises' must be an array of tables: one [[exercises]] section per exercise")
        case ("extensions", _):
            if let nested = table["extensions"]?.table?[key]?.table {
                return dottedKey(key, nested)
            }
            return (line, Self.notAnInstant(key, value: table["extensions"]?.table?[key]))
        case (_, "due"), (_, "cutoff"):
            return (line, Self.notAnInstant(key, value: value(at: place)))
        case (_, "grace_minutes"):
            return (line, Self.notANumber(key, unit: "minutes"))
        case ("late", _):
            return (line, Self.notANumber(key, unit: "percent"))
        case (_, "points"):
            return (line, Self.notANumber(key, unit: "points"))
        case (_, "output_weight"):
            return (line, Self.notANumber(key, unit: "(a weight)"))
        case (_, "rule_weights"):
            return (line, Self.ruleWeightsList)
        case (_, "canvas_assignment_id"):
            return (line, Self.canvasID)
        case (_, "student_timestamps"):
            return (line, Self.notAChoice(key, Assignment.StudentTimestamps.self))
        case (_, "missing"):
            return (line, Self.notAChoice(key, Assignment.MissingPolicy.self))
        default:
            return (line, Self.notText(key))
        }
    }

    /// The file and line, and what to do, for a key no section has.
    func problem(_ error: UnknownTOMLKey) -> (line: Int?, reason: String) {
        let section = Self.place(error.codingPath + [Key(error.key)]).section
        let suggestion = closestMatch(to: error.key, in: error.known).map { "; did you mean '\($0)'?" } ?? ""
        return (lines.line(of: error.key, in: section),
                "unknown key '\(error.key)' in \(error.place)\(suggestion) (the keys are \(error.known.joined(separator: ", "))). Remove it or fix its spelling")
    }

    /// `first.last = …` is TOML's dotted key: a table `first` holding
    /// `last`, not the folder "first.last".
    private func dottedKey(_ key: String, _ nested: TOMLTable) -> (line: Int?, reason: String) {
        let dotted = Self.dottedKeys(key, nested)
        let example = dotted.first ?? key
        let line = dotted.lazy.compactMap { lines.line(of: $0, in: "extensions", exactly: true) }.first ?? lines.header("extensions")
        // The value as written on that line, for the corrected line.
        let written = line.flatMap { number -> String? in
            let source = text.components(separatedBy: "\n")
            guard source.indices.contains(number - 1), let equals = source[number - 1].firstIndex(of: "=") else { return nil }
            let value = source[number - 1][source[number - 1].index(after: equals)...]
            let shown = String(value.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
            return shown.isEmpty ? nil : shown
        } ?? "2026-12-04T23:59:00-05:00"
        return (line, "'\(example)' is read by TOML as a dotted key (a table '\(key)' inside [extensions]), not as the folder \(example); quote the folder name: \"\(example)\" = \(written)")
    }

    /// The dotted keys a TOML table stands for: `first` holding `last`
    /// is `first.last`.
    static func dottedKeys(_ key: String, _ table: TOMLTable) -> [String] {
        table.keys.sorted().flatMap { inner -> [String] in
            if let nested = table[inner]?.table { return dottedKeys("\(key).\(inner)", nested) }
            return ["\(key).\(inner)"]
        }
    }

    /// The value the file holds at `place`, if any.
    private func value(at place: Place) -> TOMLValueConvertible? {
        guard let key = place.key else { return nil }
        if place.section.isEmpty { return table[key] }
        if place.section == "late" { return table["late"]?.table?[key] }
        if place.section.hasPrefix("exercises["), let index = Int(place.section.dropFirst("exercises[".count).dropLast()),
           let array = table["exercises"]?.array, index < array.count {
            return array[index].table?[key]
        }
        return nil
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    // MARK: What each kind of key must hold

    static func notText(_ key: String) -> String {
        "'\(key)' must be a non-empty string in quotes, e.g. \(key) = \"…\""
    }

    static func instantExample(_ key: String) -> String {
        "\(key) = 2026-12-01T23:59:00-05:00"
    }

    /// For a key that must be a date-time with its offset: what was
    /// written instead (`value`) and how to write it.
    static func notAnInstant(_ key: String, value: TOMLValueConvertible?) -> String {
        let example = instantExample(key)
        if value?.date != nil {
            return "'\(key)' is a date without a time and offset; write the exact instant, e.g. \(example)"
        }
        if let string = value?.string, Moment.parse(string) != nil {
            return "'\(key)' is a string; write the date-time without quotes, e.g. \(example)"
        }
        return "'\(key)' must be a date-time with offset, e.g. \(example)"
    }

    static func notANumber(_ key: String, unit: String) -> String {
        "'\(key)' must be a number (\(unit)), e.g. \(key) = 10"
    }

    static func notAChoice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) -> String where T.RawValue == String {
        let choices = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        return "'\(key)' must be \(choices), in quotes, e.g. \(key) = \"\(T.allCases.first!.rawValue)\""
    }

    static let ruleWeightsList = "'rule_weights' must be a list of numbers, one per rule of the exercise in order, e.g. rule_weights = [1, 1, 2, 1]"

    static let canvasID = "'canvas_assignment_id' must be Canvas's numeric assignment id (the number in the assignment's address, …/assignments/123456), e.g. canvas_assignment_id = 123456"
}

private extension AssignmentFileDiagnosis.Place {
    /// A section named without a key is the top's key of that name.
    func orTop(_ name: String) -> Self {
        key == nil ? Self(section: "", key: name) : self
    }
}
