import Foundation

/// How a case's input reads in the chapter's terms, where the harness wraps
/// what the learner's code reads in settings of its own: declared in
/// cases.json under `"swift"` (docs/EXERCISE-FORMAT.md, "How a verdict
/// spells results").
///
///     "input": {"value": "$.document", "reads": "the JSON decoded",
///               "settings": [{"at": "$.keys", "reads": "keyDecodingStrategy",
///                             "values": {"snake": ".convertFromSnakeCase"}}],
///               "note": "{\"seal\": text} is text sealed with the chapter's key"}
///
/// A verdict then says `The case's input is the JSON decoded, with
/// keyDecodingStrategy = .convertFromSnakeCase; {"seal": text} is ….` and
/// shows the JSON at `value`, never the harness's own `{"document": …,
/// "keys": "snake"}`. A setting's
/// value missing from `values` is shown as JSON; an input that does not hold
/// `value` is shown whole, as it is.
public struct InputReading: Sendable, Codable, Equatable {
    /// The place of the input the learner's code reads (a key of the
    /// input, `$.document`).
    public let value: String
    /// What that is, in the chapter's words.
    public let reads: String
    /// The harness's settings beside it, each in the chapter's terms.
    public var settings: [Setting]?
    /// A word on a notation the value holds that the chapter writes
    /// otherwise (a marker the harness replaces).
    public var note: String?

    public struct Setting: Sendable, Codable, Equatable {
        /// The setting's key in the input (`$.keys`).
        public let at: String
        /// What it sets (`keyDecodingStrategy`).
        public let reads: String
        /// Each value the input may hold, as Swift writes it
        /// (`"snake": ".convertFromSnakeCase"`); a list of them is written
        /// as an option set (`[.prettyPrinted, .sortedKeys]`).
        public var values: [String: String]?

        public init(at: String, reads: String, values: [String: String]? = nil) {
            self.at = at
            self.reads = reads
            self.values = values
        }
    }

    public init(value: String, reads: String, settings: [Setting]? = nil, note: String? = nil) {
        self.value = value
        self.reads = reads
        self.settings = settings
        self.note = note
    }

    private enum CodingKeys: String, CodingKey { case value, reads, settings, note }

    /// Refuses a place that is not one key of the input, or words left empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(String.self, forKey: .value)
        reads = try container.decode(String.self, forKey: .reads)
        settings = try container.decodeIfPresent([Setting].self, forKey: .settings)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        for (place, key) in [(value, CodingKeys.value)] + (settings ?? []).map({ ($0.at, CodingKeys.settings) }) where Self.key(place) == nil {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                   debugDescription: "'\(place)' is not one key of the input: write '$.' and the key, such as '$.document'")
        }
        if reads.trimmingCharacters(in: .whitespaces).isEmpty || (settings ?? []).contains(where: { $0.reads.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw DecodingError.dataCorruptedError(forKey: .reads, in: container, debugDescription: "say what the input's value or setting is, such as 'the JSON decoded'")
        }
    }

    /// The key of a place `$.key` (one key of the input).
    static func key(_ place: String) -> String? {
        guard place.hasPrefix("$."), let steps = CaseComparison.steps(place), steps.count == 1, case let .key(key)? = steps.first else { return nil }
        return key
    }

    /// The value the learner's code reads and the words that say what it
    /// is, or nil when `input` does not hold it (shown whole, as it is).
    func view(_ input: JSONValue) -> (value: JSONValue, words: String)? {
        guard case let .object(members) = input, let key = Self.key(value), let shown = members[key] else { return nil }
        var words = reads
        let set = (settings ?? []).compactMap { setting -> String? in
            guard let key = Self.key(setting.at), let held = members[key] else { return nil }
            if case let .string(name) = held, let swift = setting.values?[name] { return "\(setting.reads) = \(swift)" }
            // A list of named values (formatting options): Swift's option set.
            if case let .array(items) = held, let values = setting.values {
                let named = items.compactMap { item -> String? in
                    if case let .string(name) = item { return values[name] }
                    return nil
                }
                if named.count == items.count { return "\(setting.reads) = [\(named.joined(separator: ", "))]" }
            }
            return "\(setting.reads) = \(held.description)"
        }
        if !set.isEmpty { words += ", with " + (set.count == 1 ? set[0] : set.dropLast().joined(separator: ", ") + " and " + set.last!) }
        if let note { words += "; \(note)" }
        return (shown, words)
    }
}
