import Foundation

/// How a verdict writes an exercise's results as the learner's code
/// produced them, in Swift's spelling, where the harness had to describe
/// them as JSON: declared in cases.json beside `"dates"`
/// (docs/EXERCISE-FORMAT.md, "How a verdict spells results").
///
///     "swift": {"enumCases": ["$", "$[]"]}
///
/// the strings at these paths are enum cases as the harness describes
/// them (`"exactly(-3)"`, `"many"`), shown as Swift writes them:
/// `.exactly(-3)`, `.many`; an object of one key there is a case with an
/// associated value, the key its name (`{"maker": …}` reads `.maker(…)`,
/// the value spelled as a struct's property is); and
///
///     "swift": {"query": {"address": "address", "items": "items"}}
///
/// the result describes a URL's query (its address, and its items, each
/// `{"name", "value"}`, in order), shown as the URL a server receives.
///     "swift": {"structs": {"$": {"type": "Dimensions", "fields": ["width", "height", "depth"]}}}
///
/// the objects at these paths are values of the learner's structs, their
/// keys the structs' property names, shown as Swift's `print` shows them:
/// `Dimensions(width: 60, height: 45, depth: 22)`, the fields in the order
/// the chapter declares them.
///
///     "swift": {"readings": {"result": "a Customer", "fields": [{"at": "$.asHeld.accessKey", "reads": "customer.accessKey.value"}, …]}}
///
/// the result is the harness's own composition of readings of one value
/// of the learner's (`ResultReadings`): each place is named by what it
/// reads, and a whole result is shown one reading a line.
///
///     "swift": {"input": {"value": "$.document", "reads": "the JSON decoded", "settings": […]}}
///
/// the case's input is shown as the value the learner's code reads, with
/// the harness's settings in the chapter's terms (`InputReading`).
///
/// `"inputsWith": "decode"` limits it to the cases whose input is an object
/// with that key (count-or-many's encoding cases return the JSON written,
/// which is JSON, not a description).
public struct SwiftSpelling: Sendable, Codable, Equatable {
    /// Paths in the verdict's notation, `[]` for any index of an array.
    public var enumCases: [String]?
    public var query: QueryFields?
    /// The structs the results hold, by path (the notation of `enumCases`).
    public var structs: [String: StructFields]?
    /// What each place of a composed result reads.
    public var readings: ResultReadings?
    /// How a case's input reads, where the harness wraps what the
    /// learner's code reads in settings of its own (`InputReading`). Not
    /// limited by `inputsWith`.
    public var input: InputReading?
    /// Only the cases whose input is an object holding this key; every
    /// case when nil.
    public var inputsWith: String?
    /// Where the results hold dates: the case file's `"dates"`, filled in
    /// by the grader (never written under `"swift"`), so that a struct's
    /// date reads as the verdict's sentence shows it.
    public var dates: DateFields?

    /// A struct of the learner's as the harness describes it: an object
    /// whose keys are the names of the struct's stored properties.
    public struct StructFields: Sendable, Codable, Equatable {
        /// The type's name, as the chapter declares it.
        public let type: String
        /// Its stored properties, in the order the chapter declares them.
        public let fields: [String]

        public init(type: String, fields: [String]) {
            self.type = type
            self.fields = fields
        }
    }

    /// Where a query result holds its parts (keys of the top-level object).
    public struct QueryFields: Sendable, Codable, Equatable {
        /// `"https://host/path"`: the URL without its query.
        public let address: String
        /// `[{"name": …, "value": …}]`, in the order sent (a value may be null).
        public let items: String

        public init(address: String, items: String) {
            self.address = address
            self.items = items
        }
    }

    public init(enumCases: [String]? = nil, query: QueryFields? = nil, structs: [String: StructFields]? = nil,
                readings: ResultReadings? = nil, inputsWith: String? = nil, dates: DateFields? = nil, input: InputReading? = nil) {
        self.input = input
        self.enumCases = enumCases
        self.query = query
        self.structs = structs
        self.readings = readings
        self.inputsWith = inputsWith
        self.dates = dates
    }

    /// Whether a case with this input has its results spelled.
    func applies(to input: JSONValue) -> Bool {
        guard let inputsWith else { return true }
        if case let .object(members) = input { return members[inputsWith] != nil }
        return false
    }

    /// What of this spelling a case with this input gets: the readings
    /// where they apply (their own `inputsWith`), the rest where the
    /// spelling's `inputsWith` lets it; nil when nothing is left.
    func applying(to input: JSONValue) -> SwiftSpelling? {
        var spelling = self
        if !applies(to: input) {
            spelling.enumCases = nil
            spelling.query = nil
            spelling.structs = nil
        }
        if readings?.applies(to: input) == false { spelling.readings = nil }
        spelling.inputsWith = nil
        spelling.input = nil
        guard spelling.enumCases != nil || spelling.query != nil || spelling.structs != nil || spelling.readings != nil else { return nil }
        return spelling
    }

    /// `path` with every index of an array written `[]`.
    private static func general(_ path: String) -> String {
        path.replacingOccurrences(of: #"\[[0-9]+\]"#, with: "[]", options: .regularExpression)
    }

    /// Whether the value at `path` (indices and all) is an enum case.
    func holdsEnumCase(_ path: String) -> Bool {
        guard let enumCases else { return false }
        return enumCases.contains(Self.general(path))
    }

    /// Whether anything at or below `path` is spelled otherwise than JSON.
    private func spellsBelow(_ path: String) -> Bool {
        let general = Self.general(path)
        return (enumCases ?? []).contains { $0.hasPrefix(general) } || (structs ?? [:]).keys.contains { $0.hasPrefix(general) }
    }

    /// The struct `value` (found at `path`) is a value of, with its keys in
    /// the order shown: the declared fields it holds, in the declared
    /// order, then any other key, sorted (never left out). Nil when no
    /// struct is declared there, or the object holds none of its fields
    /// (the harness's own description of something else, such as an error).
    func structShape(_ value: JSONValue, at path: String) -> (type: String, keys: [String], members: [String: JSONValue])? {
        guard let structs, case let .object(members) = value, let declared = structs[Self.general(path)] else { return nil }
        let present = declared.fields.filter { members[$0] != nil }
        guard !present.isEmpty else { return nil }
        let others = members.keys.filter { !declared.fields.contains($0) }.sorted()
        return (declared.type, present + others, members)
    }

    /// The place `path` names in the learner's terms (what a reading
    /// there reads), or nil to show the path itself.
    func place(_ path: String) -> String? {
        readings?.place(path)
    }

    /// When one of two composed results is a success and the other the
    /// harness's account of an error (they differ as a whole, not at the
    /// first key compared): "expected an error, but it succeeded with a
    /// Stock", the error expected below it, one reading a line; or
    /// "expected a Customer, but it threw", with the error's readings.
    func wrongKind(expected: JSONValue, actual: JSONValue) -> String? {
        guard let readings, let result = readings.result, readings.isSuccess(expected) != readings.isSuccess(actual) else { return nil }
        let error = readings.isSuccess(actual) ? expected : actual
        guard let lines = readingLines(error, at: "$"), !lines.isEmpty else { return nil }
        let shown = lines.map { "  " + $0 }.joined(separator: "\n")
        return readings.isSuccess(actual)
            ? "expected an error, but it succeeded with \(result); the error expected:\n" + shown
            : "expected \(result), but it threw an error:\n" + shown
    }

    /// A composed result, one reading a line; nil when `value` (at `path`)
    /// is not one.
    private func readingLines(_ value: JSONValue, at path: String) -> [String]? {
        guard path == "$", let readings else { return nil }
        return readings.lines(value) { text($0, at: $1) }
    }

    /// A number as Swift prints it: a whole one without a fraction.
    static func swiftNumber(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    }

    // MARK: - Values

    /// `value` (found at `path`) on one line: enum cases as `.name(…)`,
    /// arrays of them as `[.a, .b]`, structs as `Type(field: value, …)`,
    /// everything else as JSON.
    func text(_ value: JSONValue, at path: String = "$") -> String {
        text(value, at: path, inStruct: withinStruct(path))
    }

    /// Whether `path` leads into a declared struct: to one of its
    /// properties, or to something inside one.
    private func withinStruct(_ path: String) -> Bool {
        let general = Self.general(path)
        return (structs ?? [:]).keys.contains { general.hasPrefix($0 + ".") } || (place(path) != nil && readings?.isJSON(path) != true)
    }

    /// `inStruct`: the value is a struct's property (or within one), so
    /// strings, numbers, `nil` and arrays are written as Swift prints them;
    /// an object that is no declared struct stays the harness's JSON.
    private func text(_ value: JSONValue, at path: String, inStruct: Bool) -> String {
        if let lines = readingLines(value, at: path) { return lines.joined(separator: "; ") }
        if let parts = readings?.parts(value, at: path) {
            return "(" + parts.map { "\($0.name): \(text($0.value, at: $0.path, inStruct: true))" }.joined(separator: ", ") + ")"
        }
        if let shape = structShape(value, at: path) {
            let fields = shape.keys.map { "\($0): \(text(shape.members[$0]!, at: path + "." + $0, inStruct: true))" }
            return shape.type + "(" + fields.joined(separator: ", ") + ")"
        }
        if let (name, payload) = enumPayload(value, at: path) {
            return "." + name + "(" + text(payload, at: path + "." + name, inStruct: true) + ")"
        }
        switch value {
        case let .string(name) where holdsEnumCase(path):
            return "." + name
        case let .string(string) where inStruct:
            return string.debugDescription
        case let .number(number) where inStruct:
            if let dates, dates.holds(path) { return dates.describe(number) }
            return Self.swiftNumber(number)
        case .null where inStruct:
            return "nil"
        case let .array(items) where inStruct || spellsBelow(path + "[]"):
            return "[" + items.enumerated().map { text($0.element, at: "\(path)[\($0.offset)]", inStruct: inStruct) }.joined(separator: ", ") + "]"
        case let .object(members) where spellsBelow(path + "."):
            return "{" + members.keys.sorted().map { "\(JSONValue.string($0).description): \(text(members[$0]!, at: path + "." + $0, inStruct: false))" }.joined(separator: ", ") + "}"
        default:
            return value.description
        }
    }

    /// The case and its associated value, when `value` (found at `path`) is
    /// an enum case the harness describes as an object of one key.
    private func enumPayload(_ value: JSONValue, at path: String) -> (name: String, payload: JSONValue)? {
        guard holdsEnumCase(path), case let .object(members) = value, members.count == 1, let (name, payload) = members.first else { return nil }
        return (name, payload)
    }

    /// A struct too long for a sentence, its fields named and their values
    /// left out (`Placemark(name: …, habitat: …)`), or an enum case holding
    /// one (`.maker(Maker(name: …))`); nil for another value.
    func outline(_ value: JSONValue, at path: String = "$") -> String? {
        if let (name, payload) = enumPayload(value, at: path) {
            return "." + name + "(" + (outline(payload, at: path + "." + name) ?? "…") + ")"
        }
        if path == "$", let readings, readings.composes(value) {
            // An error the harness describes is a few short readings: all shown.
            if readings.isSuccess(value), let result = readings.result { return result }
            return readingLines(value, at: path)?.joined(separator: "; ")
        }
        if let parts = readings?.parts(value, at: path) { return "(" + parts.map { "\($0.name): …" }.joined(separator: ", ") + ")" }
        guard let shape = structShape(value, at: path) else { return nil }
        return shape.type + "(" + shape.keys.map { "\($0): …" }.joined(separator: ", ") + ")"
    }

    /// `value` over several lines, indented two spaces a level, as a
    /// verdict shows a long expected or actual value; enum cases spelled,
    /// and structs as Swift-like code, one field a line.
    func pretty(_ value: JSONValue, at path: String = "$", indent: String = "") -> String {
        pretty(value, at: path, indent: indent, inStruct: withinStruct(path))
    }

    private func pretty(_ value: JSONValue, at path: String, indent: String, inStruct: Bool) -> String {
        let inner = indent + "  "
        if let lines = readingLines(value, at: path) { return lines.joined(separator: "\n" + indent) }
        if let shape = structShape(value, at: path) {
            let lines = shape.keys.map { inner + $0 + ": " + pretty(shape.members[$0]!, at: path + "." + $0, indent: inner, inStruct: true) }
            return shape.type + "(\n" + lines.joined(separator: ",\n") + "\n" + indent + ")"
        }
        if let (name, payload) = enumPayload(value, at: path) {
            return "." + name + "(" + pretty(payload, at: path + "." + name, indent: indent, inStruct: true) + ")"
        }
        func json() -> String {
            value.pretty.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .map { $0.offset == 0 ? String($0.element) : indent + $0.element }.joined(separator: "\n")
        }
        guard inStruct || spellsBelow(path) || holdsEnumCase(path) else { return json() }
        switch value {
        case let .array(items) where !items.isEmpty:
            let lines = items.enumerated().map { inner + pretty($0.element, at: "\(path)[\($0.offset)]", indent: inner, inStruct: inStruct) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case let .object(members) where !members.isEmpty && spellsBelow(path + "."):
            let lines = members.keys.sorted().map { inner + JSONValue.string($0).description + " : " + pretty(members[$0]!, at: path + "." + $0, indent: inner, inStruct: false) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .object:
            return json()
        default:
            return text(value, at: path, inStruct: inStruct)
        }
    }

    // MARK: - Queries

    /// The URL a result describes, as a server receives it: the address,
    /// then `?` and each item `name=value`, percent-encoded (brackets kept,
    /// as servers read them), joined by `&`. Nil when `value` is not a
    /// query result.
    func url(_ value: JSONValue) -> String? {
        guard let query, case let .object(members) = value, case let .string(address)? = members[query.address],
              case let .array(items)? = members[query.items] else { return nil }
        var parts: [String] = []
        for item in items {
            guard case let .object(fields) = item, case let .string(name)? = fields["name"] else { return nil }
            switch fields["value"] {
            case let .string(text)?: parts.append(Self.encoded(name) + "=" + Self.encoded(text))
            default: parts.append(Self.encoded(name))
            }
        }
        return parts.isEmpty ? address : address + "?" + parts.joined(separator: "&")
    }

    /// What a query's part may hold unencoded: RFC 3986's unreserved
    /// characters and the brackets of `filter[q]`.
    private static let queryAllowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~[]")

    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? text
    }

    /// A wrong query, in the server's terms: what differs (the address, one
    /// name's values, or only the order of the items), then both URLs.
    /// `path` is where the compared (normalised) results first differ: a
    /// name found there in both is the one named; otherwise the first name,
    /// in the order sent, whose values differ.
    func wrongQuery(at path: String, expected: JSONValue, actual: JSONValue, normalisedExpected: JSONValue, normalisedActual: JSONValue) -> String? {
        guard let query, let wanted = url(expected), let got = url(actual) else { return nil }
        let what: String
        let steps = CaseMessage.pathSteps(Substring(path))
        if case let .key(first)? = steps.first, first == query.address {
            what = "the server receives the query at another address"
        } else {
            var name: String?
            if steps.count >= 2, case let .key(key) = steps[0], case let .index(index) = steps[1],
               let left = Self.itemName(normalisedExpected, key, index), left == Self.itemName(normalisedActual, key, index) {
                name = left
            }
            let names = Self.names(expected, items: query.items) + Self.names(actual, items: query.items)
            name = name ?? names.first { Self.values(of: $0, in: expected, items: query.items) != Self.values(of: $0, in: actual, items: query.items) }
            if let name {
                func listed(_ whole: JSONValue) -> String {
                    let found = Self.values(of: name, in: whole, items: query.items)
                    return found.isEmpty ? "none" : found.map { $0.map { JSONValue.string($0).description } ?? "(no value)" }.joined(separator: ", ")
                }
                what = "the server receives other values for \(name): expected \(listed(expected)), actual \(listed(actual))"
            } else {
                what = "the server receives the same names and values, in another order"
            }
        }
        return what + "\n  expected: \(wanted)\n  actual:   \(got)"
    }

    /// The names of a query result's items, each once, in the order sent.
    private static func names(_ whole: JSONValue, items key: String) -> [String] {
        guard case let .object(members) = whole, case let .array(items)? = members[key] else { return [] }
        var names: [String] = []
        for item in items {
            if case let .object(fields) = item, case let .string(name)? = fields["name"], !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The `name` of the element at `index` of the array under `key`.
    private static func itemName(_ whole: JSONValue, _ key: String, _ index: Int) -> String? {
        guard case let .object(members) = whole, case let .array(items)? = members[key], index < items.count,
              case let .object(fields) = items[index], case let .string(name)? = fields["name"] else { return nil }
        return name
    }

    /// Every value sent under `name`, in order (nil: a name without a value).
    private static func values(of name: String, in whole: JSONValue, items key: String) -> [String?] {
        guard case let .object(members) = whole, case let .array(items)? = members[key] else { return [] }
        return items.compactMap { item -> String?? in
            guard case let .object(fields) = item, fields["name"] == .string(name) else { return nil }
            if case let .string(value)? = fields["value"] { return .some(value) }
            return .some(nil)
        }
    }
}
