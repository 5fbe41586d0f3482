import Foundation
import Literate

/// A CSV file an instructor wrote (roster, submission times, overrides),
/// read by its header: RFC 4180 fields (quoted fields may hold commas,
/// doubled quotes and line breaks), CRLF or LF line ends, a UTF-8 byte order
/// mark ignored, blank lines skipped. Every row keeps the line it starts on,
/// so an error can say `roster.csv:7`.
struct CSVTable {
    struct Row {
        /// 1-based line of the file where the row starts.
        let line: Int
        let fields: [String: String]

        /// The trimmed value of a column; nil when absent or empty.
        func value(_ column: String) -> String? {
            guard let raw = fields[column]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
            return raw
        }
    }

    let path: String
    let header: [String]
    let rows: [Row]

    /// Reads `url`, shown as `path` in errors. `required` columns must be in
    /// the header; a column not in `known` is refused (a typo would lose data).
    static func load(_ url: URL, path: String, required: [String], known: [String]) throws -> CSVTable {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ClassroomError.badAssignment(path: path, line: nil, reason: "cannot read it (\(error.localizedDescription)); check the path, which is relative to the assignment file")
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw ClassroomError.badAssignment(path: path, line: nil, reason: "it is not UTF-8 text; save it as CSV in UTF-8")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let records = try parse(text, path: path)
        guard let (headerLine, header) = records.first else {
            throw ClassroomError.badAssignment(path: path, line: 1, reason: "the file is empty; its first line must be the header \(known.joined(separator: ","))")
        }
        let names = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for name in required where !names.contains(name) {
            throw ClassroomError.badAssignment(path: path, line: headerLine, reason: "the header has no '\(name)' column; the first line must name the columns, e.g. \(known.joined(separator: ","))")
        }
        var seen: Set<String> = []
        for name in names {
            guard known.contains(name) else {
                let suggestion = closestMatch(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw ClassroomError.badAssignment(path: path, line: headerLine, reason: "unknown column '\(name)'\(suggestion) (the columns are \(known.joined(separator: ", ")))")
            }
            guard seen.insert(name).inserted else {
                throw ClassroomError.badAssignment(path: path, line: headerLine, reason: "the column '\(name)' appears twice in the header; keep one")
            }
        }
        var rows: [Row] = []
        for (line, fields) in records.dropFirst() {
            guard fields.count == names.count else {
                throw ClassroomError.badAssignment(path: path, line: line, reason: "this row has \(fields.count) field\(fields.count == 1 ? "" : "s") but the header has \(names.count); quote a field that holds a comma (\"Lovelace, Ada\")")
            }
            rows.append(Row(line: line, fields: Dictionary(uniqueKeysWithValues: zip(names, fields))))
        }
        return CSVTable(path: path, header: names, rows: rows)
    }

    /// Records with the line each starts on; blank lines are skipped.
    static func parse(_ text: String, path: String) throws -> [(Int, [String])] {
        var records: [(Int, [String])] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var start = 1
        var atFieldStart = true
        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].trimmingCharacters(in: .whitespaces).isEmpty) {
                records.append((start, fields))
            }
            fields = []
            field = ""
            atFieldStart = true
        }
        var characters = Substring(text).unicodeScalars[...]
        while let scalar = characters.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if characters.first == "\"" { field.unicodeScalars.append("\""); characters.removeFirst() } else { quoted = false }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where atFieldStart || field.trimmingCharacters(in: .whitespaces).isEmpty:
                field = ""
                quoted = true
                atFieldStart = false
            case ",":
                fields.append(field)
                field = ""
                atFieldStart = true
            case "\r":
                if characters.first == "\n" { characters.removeFirst() }
                endRecord()
                line += 1
                start = line
            case "\n":
                endRecord()
                line += 1
                start = line
            default:
                field.unicodeScalars.append(scalar)
                atFieldStart = false
            }
        }
        if quoted {
            throw ClassroomError.badAssignment(path: path, line: start, reason: "a quoted field is never closed; end it with a \" (and double any quote inside it)")
        }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
