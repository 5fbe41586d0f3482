// Harness for `tagged-entries`: decodes entries with the learner's
// `Entry.init(from:)` or encodes them with their `encode(to:)` under the
// case's key strategy, and returns the raw result. It judges nothing;
// errors propagate unchanged.
//
// Input, one of:
//   {"decode": <JSON>, "many": Bool, "keys": "default"|"snake"}
//      one entry, or (many) an array of entries
//   {"encode": [<entry>, ...], "many": Bool, "keys": "default"|"snake"}
//      where <entry> is {"note": {"text"}}, {"photo": {"file", "width",
//      "height"}} or {"recording": {"file", "durationSeconds"}}; without
//      "many" the first entry is encoded alone
// Result: decoded entries in that same described form; encoded entries as
//   {"written": the JSON written, parsed,
//    "leafKeys": the keys of every string, number, bool or null in it,
//                wherever they are, sorted (repeats kept)}
// so that a case about key spelling alone (rule 5) compares
// {"only": ["$.leafKeys"]}, whatever the objects around the keys.
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any] else {
            throw WorkbookHarnessError(description: "case input must be a JSON object (Solutions/tagged-entries/cases.json)")
        }
        let snake = (object["keys"] as? String) == "snake"
        let many = object["many"] as? Bool ?? false
        if let json = object["decode"] {
            let decoder = JSONDecoder()
            if snake { decoder.keyDecodingStrategy = .convertFromSnakeCase }
            let data = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed])
            if many {
                return try decoder.decode([Entry].self, from: data).map(describe)
            }
            return describe(try decoder.decode(Entry.self, from: data))
        }
        if let list = object["encode"] as? [[String: Any]], !list.isEmpty {
            let entries = try list.map(entry)
            let encoder = JSONEncoder()
            if snake { encoder.keyEncodingStrategy = .convertToSnakeCase }
            let data = many ? try encoder.encode(entries) : try encoder.encode(entries[0])
            let written = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return ["written": written, "leafKeys": leafKeys(written).sorted()]
        }
        throw WorkbookHarnessError(description: "case input needs \"decode\" or a non-empty \"encode\" list")
    }

    /// The keys of the values in `json` that are neither objects nor arrays.
    static func leafKeys(_ json: Any) -> [String] {
        if let object = json as? [String: Any] {
            return object.flatMap { key, value -> [String] in
                value is [String: Any] || value is [Any] ? leafKeys(value) : [key]
            }
        }
        if let array = json as? [Any] { return array.flatMap(leafKeys) }
        return []
    }

    static func describe(_ entry: Entry) -> Any {
        switch entry {
        case let .note(note):
            return ["note": ["text": note.text]]
        case let .photo(photo):
            return ["photo": ["file": photo.file, "width": photo.width, "height": photo.height] as [String: Any]]
        case let .recording(recording):
            return ["recording": ["file": recording.file, "durationSeconds": recording.durationSeconds] as [String: Any]]
        }
    }

    static func entry(_ described: [String: Any]) throws -> Entry {
        if let note = described["note"] as? [String: Any], let text = note["text"] as? String {
            return .note(Note(text: text))
        }
        if let photo = described["photo"] as? [String: Any], let file = photo["file"] as? String,
           let width = (photo["width"] as? NSNumber)?.intValue, let height = (photo["height"] as? NSNumber)?.intValue {
            return .photo(Photo(file: file, width: width, height: height))
        }
        if let recording = described["recording"] as? [String: Any], let file = recording["file"] as? String,
           let seconds = (recording["durationSeconds"] as? NSNumber)?.doubleValue {
            return .recording(Recording(file: file, durationSeconds: seconds))
        }
        throw WorkbookHarnessError(description: "an entry to encode must be {\"note\": …}, {\"photo\": …} or {\"recording\": …} in the case input")
    }
}
