import Foundation

/// A result the harness composed by reading one value of the learner's,
/// each key a reading of it: declared in cases.json under `"swift"`
/// (docs/EXERCISE-FORMAT.md, "How a verdict spells results").
///
///     "readings": {"result": "a Customer", "fields": [
///         {"at": "$.name", "reads": "customer.name"},
///         {"at": "$.asHeld.accessKey", "reads": "customer.accessKey.value"},
///         {"at": "$.updates[].date", "reads": "stock.updates[].date"}]}
///
/// A verdict names each place by what it reads, never by the harness's
/// key: `wrong result at customer.accessKey.value`, not
/// `$.asHeld.accessKey`; `[]` takes the place's indices in order, and a
/// place below a reading is the reading followed by the rest of the path.
/// A whole result is shown one reading a line, in the declared order.
/// `reads` is Swift where the harness reads a property or an expression,
/// and a short phrase where it computes something the chapter has no
/// expression for (`the series stock.updates were read from`). A reading
/// marked `"json": true` is JSON an encoder wrote: it stays JSON, and a
/// place inside it is its path there (`the JSON written (at $.note in it)`).
/// An object holding none of the readings' keys is not such a result (the
/// JSON an encoding case returns as it was written) and is left alone.
public struct ResultReadings: Sendable, Codable, Equatable {
    /// What a successful result is, in the chapter's words: "a Customer"
    /// ("it succeeded with a Customer"); nil where every result the
    /// readings describe is an error's account (its successes are no object).
    public var result: String?
    /// Only the cases whose input is an object holding this key (an
    /// exercise's encoding cases, when its decoding ones are spelled
    /// otherwise); every case when nil.
    public var inputsWith: String?
    /// Each place in the result and what it reads, in the order shown.
    public let fields: [Reading]

    public struct Reading: Sendable, Codable, Equatable {
        /// The place, in the verdict's path notation, `[]` for any index.
        public let at: String
        /// What is read there, in the learner's terms.
        public let reads: String
        /// The value there is JSON an encoder wrote, shown as JSON.
        public var json: Bool?
        /// For a reading that is a check of other values (`dates ==
        /// dates.sorted()`): the place of those values in the result
        /// (`$.updates[].date`), shown as the answer returned them when the
        /// check comes out wrong, so that the learner sees why.
        public var shows: String?

        public init(at: String, reads: String, json: Bool? = nil, shows: String? = nil) {
            self.at = at
            self.reads = reads
            self.json = json
            self.shows = shows
        }
    }

    public init(result: String?, fields: [Reading], inputsWith: String? = nil) {
        self.result = result
        self.fields = fields
        self.inputsWith = inputsWith
    }

    private enum CodingKeys: String, CodingKey { case result, fields, inputsWith }

    /// Refuses a reading that could never name a place: `at` that is not a
    /// path, an empty `reads`, two readings of one place, or none at all.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        result = try container.decodeIfPresent(String.self, forKey: .result)
        fields = try container.decode([Reading].self, forKey: .fields)
        inputsWith = try container.decodeIfPresent(String.self, forKey: .inputsWith)
        func refuse(_ why: String) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: .fields, in: container, debugDescription: why)
        }
        guard !fields.isEmpty else { throw refuse("\"readings\" names no place: give each key of the result a reading, {\"at\": \"$.key\", \"reads\": \"value.property\"}") }
        var seen: Set<String> = []
        for reading in fields {
            guard reading.at != "$", CaseComparison.steps(reading.at) != nil else {
                throw refuse("'\(reading.at)' is not a place below the result: write '$', then '.key' or '[]' steps, such as '$.asHeld.accessKey'")
            }
            guard !reading.reads.trimmingCharacters(in: .whitespaces).isEmpty else { throw refuse("the reading of '\(reading.at)' is empty: say what it reads, such as 'customer.name'") }
            guard seen.insert(reading.at).inserted else { throw refuse("'\(reading.at)' has two readings: keep one") }
            if let shows = reading.shows, shows == "$" || CaseComparison.steps(shows) == nil {
                throw refuse("the reading of '\(reading.at)' shows '\(shows)', which is not a place below the result: write '$', then '.key' or '[]' steps, such as '$.updates[].date'")
            }
        }
    }

    /// `steps` written with every index as `[]`.
    private static func general(_ steps: some Collection<CaseMessage.PathStep>) -> String {
        "$" + steps.map { step in
            switch step {
            case let .key(key): "." + key
            case .index: "[]"
            }
        }.joined()
    }

    /// The place `path` names, in the learner's terms: the longest reading
    /// at or above it, its `[]` filled with the path's indices, then the
    /// rest of the path. Nil when no reading covers it (the whole result,
    /// or a key no reading declares).
    func place(_ path: String) -> String? {
        let steps = CaseMessage.pathSteps(Substring(path))
        guard !steps.isEmpty else { return nil }
        for length in stride(from: steps.count, through: 1, by: -1) {
            let covered = steps.prefix(length)
            guard let reading = fields.first(where: { $0.at == Self.general(covered) }) else { continue }
            if reading.json == true, length < steps.count {
                return reading.reads + " (at " + Self.concrete(steps.dropFirst(length), from: "$") + " in it)"
            }
            var indices = covered.compactMap { step -> Int? in
                if case let .index(index) = step { return index }
                return nil
            }[...]
            var text = ""
            var rest = Substring(reading.reads)
            while let open = rest.range(of: "[]") {
                text += rest[..<open.lowerBound]
                text += indices.isEmpty ? "[]" : "[\(indices.removeFirst())]"
                rest = rest[open.upperBound...]
            }
            text += rest
            return Self.concrete(steps.dropFirst(length), from: text)
        }
        return nil
    }

    /// `start` followed by `steps`, their indices written out.
    private static func concrete(_ steps: some Sequence<CaseMessage.PathStep>, from start: String) -> String {
        steps.reduce(start) { text, step in
            switch step {
            case let .key(key): text + "." + key
            case let .index(index): text + "[\(index)]"
            }
        }
    }

    /// Whether a case with this input has its results read so.
    func applies(to input: JSONValue) -> Bool {
        guard let inputsWith else { return true }
        if case let .object(members) = input { return members[inputsWith] != nil }
        return false
    }

    /// Whether the value at `path` is JSON an encoder wrote, or inside it.
    func isJSON(_ path: String) -> Bool {
        let steps = CaseMessage.pathSteps(Substring(path))
        guard !steps.isEmpty else { return false }
        return (1...steps.count).contains { length in fields.contains { $0.json == true && $0.at == Self.general(steps.prefix(length)) } }
    }

    /// The values a wrong check at `path` rests on (its reading's
    /// `shows`), as the answer returned them in `actual`, the whole result:
    /// `the answer's dateFormatter.string(from: stock.updates[].date), in
    /// its order:` and below it, indented, `"2020-08-31 23:00:00",
    /// "2020-08-31 21:00:00", …`. At most `shownValues` values, then how
    /// many in all; nil when the reading has none or the result holds none.
    /// `text` writes one value found at the place `shows` names.
    func grounds(at path: String, actual: JSONValue, text: (JSONValue, String) -> String) -> String? {
        let steps = CaseMessage.pathSteps(Substring(path))
        guard let reading = fields.first(where: { $0.at == Self.general(steps) }), let shows = reading.shows,
              let walk = CaseComparison.steps(shows) else { return nil }
        // Each step takes one key or every element: as deep as the place is
        // declared, however deep the answer's values go.
        var found = [actual]
        for step in walk {
            var next: [JSONValue] = []
            for value in found {
                switch (step, value) {
                case let (.key(key), .object(members)): if let member = members[key] { next.append(member) }
                case let (.elements, .array(items)): next += items
                default: break
                }
                if next.count > Self.groundsLimit { break }
            }
            found = next
        }
        guard !found.isEmpty else { return nil }
        let named = fields.first(where: { $0.at == shows })?.reads ?? shows
        var values = found.prefix(Self.shownValues).map { text($0, shows) }
        if found.count > Self.shownValues { values.append("… (\(found.count) in all)") }
        // Indented lines of a few values each, never broken inside a value.
        var lines: [String] = []
        for (index, value) in values.enumerated() {
            let item = value + (index + 1 < values.count ? "," : "")
            if let last = lines.last, last.count + 1 + item.count <= Self.groundsWidth {
                lines[lines.count - 1] = last + " " + item
            } else {
                lines.append("  " + item)
            }
        }
        return "the answer's \(named), in its order:\n" + lines.joined(separator: "\n")
    }

    /// Values of a check's grounds written out, and looked at.
    static let shownValues = 8
    static let groundsLimit = 10_000
    static let groundsWidth = 70

    /// Whether `value` is a composed result at all: an object holding the
    /// first key of some reading.
    func composes(_ value: JSONValue) -> Bool {
        guard case let .object(members) = value else { return false }
        return fields.contains { reading in
            if case let .key(key)? = CaseMessage.pathSteps(Substring(reading.at)).first { return members[key] != nil }
            return false
        }
    }

    /// Whether `value` is a successful result: an object holding the key
    /// the first reading starts with (an error the harness describes holds
    /// other keys).
    func isSuccess(_ value: JSONValue) -> Bool {
        guard result != nil, case let .object(members) = value, let first = fields.first,
              case let .key(key)? = CaseMessage.pathSteps(Substring(first.at)).first else { return false }
        return members[key] != nil
    }

    /// A whole result, one line a reading (`customer.name: "Morgan Reyes"`),
    /// in the declared order; a key no reading declares keeps its path, so
    /// nothing is left out. `text` writes a value found at a path. Nil
    /// when `value` is not an object. Goes only as deep as the readings
    /// are declared, whatever the value holds.
    func lines(_ value: JSONValue, text: (JSONValue, String) -> String) -> [String]? {
        guard composes(value) else { return nil }
        var lines: [String] = []
        func walk(_ value: JSONValue, _ steps: [CaseMessage.PathStep]) {
            let general = Self.general(steps)
            // An array is read element by element only where readings name
            // the elements' parts; one whose elements are read whole is one line.
            let deeper = fields.contains { $0.at.hasPrefix(general + ".") || $0.at.hasPrefix(general + "[].") }
            let path = "$" + steps.map { step in
                switch step {
                case let .key(key): "." + key
                case let .index(index): "[\(index)]"
                }
            }.joined()
            switch value {
            case let .object(members) where deeper:
                for key in members.keys.sorted(by: { order(general + "." + $0, general + "." + $1) }) {
                    walk(members[key]!, steps + [.key(key)])
                }
            case let .array(items) where deeper && !items.isEmpty:
                for (index, item) in items.enumerated() { walk(item, steps + [.index(index)]) }
            default:
                lines.append((place(path) ?? path) + ": " + text(value, path))
            }
        }
        walk(value, [])
        return lines
    }

    /// The parts of an object found at a read place that has readings
    /// below it (one failure of a list: its key, its error), each named
    /// relative to the place (`key`, `error's codingPath`), in the declared
    /// order; nil for anything else.
    func parts(_ value: JSONValue, at path: String) -> [(name: String, path: String, value: JSONValue)]? {
        guard case let .object(members) = value, let whole = place(path) else { return nil }
        let general = Self.general(CaseMessage.pathSteps(Substring(path)))
        guard fields.contains(where: { $0.at.hasPrefix(general + ".") }) else { return nil }
        return members.keys.sorted(by: { order(general + "." + $0, general + "." + $1) }).map { key in
            let inner = path + "." + key
            let named = place(inner) ?? inner
            let relative = named.hasPrefix(whole) ? named.dropFirst(whole.count).drop { "?!.".contains($0) } : Substring(named)
            return (relative.isEmpty ? named : String(relative), inner, members[key]!)
        }
    }

    /// Whether the place at the path `left` (indices written out) is shown
    /// before the one at `right`: in the readings' declared order.
    func comesBefore(_ left: String, _ right: String) -> Bool {
        order(Self.general(CaseMessage.pathSteps(Substring(left))), Self.general(CaseMessage.pathSteps(Substring(right))))
    }

    /// Whether the place `left` comes before `right`: by the first reading
    /// at or below each, unread places last, then by name.
    private func order(_ left: String, _ right: String) -> Bool {
        func rank(_ general: String) -> Int {
            fields.firstIndex { $0.at == general || $0.at.hasPrefix(general + ".") || $0.at.hasPrefix(general + "[") } ?? fields.count
        }
        let (l, r) = (rank(left), rank(right))
        return l != r ? l < r : left < right
    }
}
