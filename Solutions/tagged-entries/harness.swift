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
//   {"written": the JSON written,
//    "leafKeys": the keys of every string, number, bool or null in it,
//                wherever they are, sorted (repeats kept)}
// so that a case about key spelling alone (rule 5) compares
// {"only": ["$.leafKeys"]}, whatever the objects around the keys.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        var decode: WorkbookJSON?
        var encode: [Described]?
        var many: Bool?
        var keys: WorkbookKeys?
    }

    /// An entry as the cases write it: one of its three payloads, under its case's name.
    struct Described: Codable {
        var note: Note?
        var photo: Photo?
        var recording: Recording?
    }

    struct Written: Encodable {
        let written: WorkbookJSON
        let leafKeys: [String]
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let wrap: WorkbookWrap = input.many == true ? .array : .single
        if let json = input.decode {
            return try json.decode(Entry.self, wrap: wrap, with: JSONDecoder(keys: input.keys)) { entry in
                switch entry {
                case let .note(note): return Described(note: note)
                case let .photo(photo): return Described(photo: photo)
                case let .recording(recording): return Described(recording: recording)
                }
            }
        }
        let entries = try (input.encode ?? []).map { described -> Entry in
            if let note = described.note { return .note(note) }
            if let photo = described.photo { return .photo(photo) }
            guard let recording = described.recording else {
                throw WorkbookHarnessFault("an entry to encode must be {\"note\": …}, {\"photo\": …} or {\"recording\": …} in the case input")
            }
            return .recording(recording)
        }
        let written = try WorkbookJSON.encoding(entries, wrap: wrap, with: JSONEncoder(keys: input.keys))
        return try WorkbookJSON(encoding: Written(written: written, leafKeys: leafKeys(written).sorted()))
    }

    /// The keys of the values in `json` that are neither objects nor arrays.
    static func leafKeys(_ json: WorkbookJSON) -> [String] {
        switch json {
        case let .object(fields):
            return fields.flatMap { key, value -> [String] in
                switch value {
                case .object, .array: return leafKeys(value)
                default: return [key]
                }
            }
        case let .array(items): return items.flatMap(leafKeys)
        default: return []
        }
    }
}
