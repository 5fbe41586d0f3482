import Foundation
@testable import Grading
import Testing

/// A result the harness composes from readings of the learner's value is
/// shown by what each place reads, never by the harness's own keys.
@Suite("Results composed from readings")
struct ResultReadingsTests {
    typealias Reading = ResultReadings.Reading

    /// Shaped like tolerant-updates' result: lists, fields below their
    /// elements, a phrase, an error's account.
    static let salvage = ResultReadings(result: "a SalvagedSeries", fields: [
        Reading(at: "$.updates[].volume", reads: "salvaged.updates[].volume"),
        Reading(at: "$.updates", reads: "salvaged.updates"),
        Reading(at: "$.failures[].key", reads: "salvaged.failures[].key"),
        Reading(at: "$.failures[].thrown", reads: "salvaged.failures[].error"),
        Reading(at: "$.failures[].path", reads: "salvaged.failures[].error's codingPath"),
        Reading(at: "$.failures", reads: "salvaged.failures"),
        Reading(at: "$.oldestFirst", reads: "salvaged.updates.map(\\.date) == salvaged.updates.map(\\.date).sorted()"),
        Reading(at: "$.thrown", reads: "the DecodingError thrown"),
    ])

    static let spelling = SwiftSpelling(enumCases: ["$.thrown", "$.failures[].thrown"], readings: salvage)

    static func failure(_ key: String, _ kind: String, _ path: [String]) -> JSONValue {
        .object(["key": .string(key), "thrown": .string(kind), "path": .array(path.map(JSONValue.string))])
    }

    static let result = JSONValue.object([
        "updates": .array([.object(["volume": .number(5120)]), .object(["volume": .number(7)])]),
        "failures": .array([failure("10:05", "dataCorrupted", ["10:05", "1. open"])]),
        "oldestFirst": .bool(true),
    ])

    @Test("a place is named by the longest reading at or above it, its indices filled in, then the rest of the path")
    func places() {
        #expect(Self.salvage.place("$.updates[1].volume") == "salvaged.updates[1].volume")
        #expect(Self.salvage.place("$.failures[3].path") == "salvaged.failures[3].error's codingPath")
        // Below the deepest reading, the path goes on after it.
        #expect(Self.salvage.place("$.failures[3].path[1]") == "salvaged.failures[3].error's codingPath[1]")
        #expect(Self.salvage.place("$.updates[0].date") == "salvaged.updates[0].date")
        #expect(Self.salvage.place("$.oldestFirst") == "salvaged.updates.map(\\.date) == salvaged.updates.map(\\.date).sorted()")
        // The whole result, and a key no reading declares, keep their path.
        #expect(Self.salvage.place("$") == nil)
        #expect(Self.salvage.place("$.note") == nil)
    }

    @Test("a wrong result names the place by what it reads, and its values as Swift writes them")
    func wrongResult() {
        let message = CaseMessage.wrongResult(at: "$.failures[0].thrown", expected: .string("dataCorrupted"), actual: .string("keyNotFound"),
                                              spelling: Self.spelling, whole: (Self.result, Self.result))
        #expect(message == "wrong result at salvaged.failures[0].error: expected .dataCorrupted, actual .keyNotFound")
        let order = CaseMessage.wrongResult(at: "$.oldestFirst", expected: .bool(true), actual: .bool(false), spelling: Self.spelling)
        #expect(order == "wrong result at salvaged.updates.map(\\.date) == salvaged.updates.map(\\.date).sorted(): expected true, actual false")
        // An element of a list is told by its parts, each named from the element.
        let missing = CaseMessage.wrongResult(at: "$.failures[1]", expected: Self.failure("10:10", "keyNotFound", ["10:10"]), actual: nil,
                                              spelling: Self.spelling)
        #expect(missing == "wrong result at salvaged.failures[1]: expected (key: …, error: …, error's codingPath: …), actual nothing")
        #expect(Self.spelling.text(Self.failure("a", "keyNotFound", []), at: "$.failures[1]") == "(key: \"a\", error: .keyNotFound, error's codingPath: [])")
    }

    @Test("a success where an error was expected differs as a whole, each side named")
    func wrongKind() throws {
        let thrown = JSONValue.object(["thrown": .string("typeMismatch")])
        let message = CaseMessage.wrongResult(at: "$.failures", expected: thrown, actual: nil, spelling: Self.spelling,
                                              whole: (thrown, Self.result))
        #expect(message == "expected an error, but it succeeded with a SalvagedSeries; the error expected:\n  the DecodingError thrown: .typeMismatch")
        let threw = CaseMessage.wrongResult(at: "$.failures", expected: nil, actual: thrown, spelling: Self.spelling, whole: (Self.result, thrown))
        #expect(threw == "expected a SalvagedSeries, but it threw an error:\n  the DecodingError thrown: .typeMismatch")
        // Both successes: the first place that differs.
        #expect(Self.spelling.wrongKind(expected: Self.result, actual: Self.result) == nil)
    }

    @Test("a whole result is shown one reading a line, in the declared order, nothing left out")
    func wholeResult() {
        var result = Self.result
        if case var .object(members) = result {
            members["note"] = .string("kept")
            result = .object(members)
        }
        let shown = Self.spelling.pretty(result, indent: "  ")
        #expect(shown == """
            salvaged.updates[0].volume: 5120
              salvaged.updates[1].volume: 7
              salvaged.failures[0].key: "10:05"
              salvaged.failures[0].error: .dataCorrupted
              salvaged.failures[0].error's codingPath: ["10:05", "1. open"]
              salvaged.updates.map(\\.date) == salvaged.updates.map(\\.date).sorted(): true
              $.note: "kept"
            """)
        #expect(CaseMessage.summary(result, spelling: Self.spelling) == "a SalvagedSeries")
        // An empty list read as a whole.
        let empty = JSONValue.object(["updates": .array([]), "failures": .array([]), "oldestFirst": .bool(true)])
        #expect(Self.spelling.pretty(empty).hasPrefix("salvaged.updates: []\nsalvaged.failures: []\n"))
    }

    @Test("a result goes only as deep as the readings: what lies below is shown as one value")
    func depthFollowsTheReadings() {
        var deep = JSONValue.string("bottom")
        for _ in 0..<600 { deep = .array([deep]) }
        let result = JSONValue.object(["updates": .array([.object(["volume": deep])]), "oldestFirst": .bool(false)])
        let lines = Self.salvage.lines(result) { value, _ in
            if case .array = value { return "[…]" }
            return value.description
        }
        #expect(lines == ["salvaged.updates[0].volume: […]", "salvaged.updates.map(\\.date) == salvaged.updates.map(\\.date).sorted(): false"])
    }

    /// Shaped like tagged-entries' encoding result: the JSON written, kept
    /// as JSON, beside a list read from it.
    static let written = ResultReadings(result: "the JSON written", fields: [
        Reading(at: "$.written", reads: "the JSON written", json: true),
        Reading(at: "$.leafKeys", reads: "the keys of the values in the JSON written, sorted"),
    ], inputsWith: "encode")

    @Test("JSON an encoder wrote stays JSON, and a place inside it is its path there")
    func writtenJSON() {
        let spelling = SwiftSpelling(readings: Self.written)
        #expect(spelling.place("$.written.payload.text") == "the JSON written (at $.payload.text in it)")
        #expect(spelling.place("$.written") == "the JSON written")
        let message = CaseMessage.wrongResult(at: "$.written.type", expected: .string("note"), actual: .null, spelling: spelling)
        #expect(message == "wrong result at the JSON written (at $.type in it): expected \"note\", actual null")
        let result = JSONValue.object(["written": .object(["type": .string("note")]), "leafKeys": .array([.string("type")])])
        #expect(spelling.pretty(result) == "the JSON written: {\"type\":\"note\"}\nthe keys of the values in the JSON written, sorted: [\"type\"]")
        // The JSON an encoding case returns as written holds no reading's
        // key: it is not a composed result, and stays as it is.
        let plain = JSONValue.object(["type": .string("note"), "payload": .object([:])])
        #expect(spelling.pretty(plain) == plain.pretty && CaseMessage.summary(plain, spelling: spelling) == plain.description)
    }

    @Test("readings and the rest of a spelling each apply to the cases their inputsWith names")
    func applying() throws {
        let both = SwiftSpelling(enumCases: ["$"], readings: Self.written, inputsWith: "decode")
        let decoding = try #require(both.applying(to: .object(["decode": .null])))
        #expect(decoding.enumCases == ["$"] && decoding.readings == nil)
        let encoding = try #require(both.applying(to: .object(["encode": .null])))
        #expect(encoding.enumCases == nil && encoding.readings == Self.written)
        #expect(both.applying(to: .object(["other": .null])) == nil)
        #expect(SwiftSpelling(enumCases: ["$"]).applying(to: .null)?.enumCases == ["$"])
    }

    @Test("a check of other values comes out wrong with those values, as the answer returned them")
    func grounds() throws {
        let checked = ResultReadings(result: "a Stock", fields: [
            Reading(at: "$.updates[].date", reads: "stock.updates[].date"),
            Reading(at: "$.oldestFirst", reads: "stock.updates.map(\\.date) == stock.updates.map(\\.date).sorted()", shows: "$.updates[].date"),
            Reading(at: "$.symbol", reads: "stock.symbol"),
        ])
        let dates = (1...12).reversed().map { JSONValue.object(["date": .string("2020-01-\($0 < 10 ? "0" : "")\($0)")]) }
        let whole = JSONValue.object(["updates": .array(dates), "oldestFirst": .bool(false), "symbol": .string("RAY")])
        let shown = try #require(checked.grounds(at: "$.oldestFirst", actual: whole) { value, _ in value.description })
        let lines = shown.split(separator: "\n").map(String.init)
        #expect(lines[0] == "the answer's stock.updates[].date, in its order:", "\(shown)")
        // In the answer's order, at most eight, then how many in all; each
        // line indented (never wrapped) and no value broken over two.
        let values = lines.dropFirst().joined(separator: " ")
        #expect(values.contains("\"2020-01-12\", \"2020-01-11\"") && values.contains("\"2020-01-05\"") && !values.contains("\"2020-01-04\""), "\(shown)")
        #expect(values.hasSuffix("… (12 in all)") && lines.dropFirst().allSatisfy { $0.hasPrefix("  ") && $0.count <= ResultReadings.groundsWidth + 2 }, "\(shown)")
        // A reading with nothing to show, or a result without those values: nothing.
        #expect(checked.grounds(at: "$.symbol", actual: whole) { value, _ in value.description } == nil)
        #expect(checked.grounds(at: "$.oldestFirst", actual: .object(["oldestFirst": .bool(false)])) { value, _ in value.description } == nil)
        // In a verdict: the sentence, then the values.
        let message = CaseMessage.wrongResult(at: "$.oldestFirst", expected: .bool(true), actual: .bool(false),
                                              spelling: SwiftSpelling(readings: checked), whole: (expected: whole, actual: whole))
        #expect(message.contains("expected true, actual false\nthe answer's stock.updates[].date, in its order:\n  \"2020-01-12\""), "\(message)")
        // A place to show that is not a path is refused where the case file is read.
        let bad = Data(#"{"fields": [{"at": "$.sorted", "reads": "x == x.sorted()", "shows": "updates"}]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ResultReadings.self, from: bad) }
    }

    @Test("the first difference is looked for in the order the readings are shown: an error's kind before its description")
    func firstDifferenceInShownOrder() {
        let readings = ResultReadings(result: nil, fields: [
            Reading(at: "$.thrown", reads: "the DecodingError thrown"),
            Reading(at: "$.debug", reads: "the thrown error's debugDescription"),
        ])
        let expected = JSONValue.object(["thrown": .string("dataCorrupted"), "debug": .string("Missing time interval")])
        let actual = JSONValue.object(["thrown": .string("valueNotFound")])
        #expect(expected.firstDifference(from: actual)?.path == "$.debug", "by key, as before")
        #expect(expected.firstDifference(from: actual, before: readings.comesBefore)?.path == "$.thrown")
        #expect(readings.comesBefore("$.thrown", "$.debug") && !readings.comesBefore("$.debug", "$.thrown"))
        #expect(Self.salvage.comesBefore("$.updates[3].volume", "$.failures[0].key"), "indices are any index")
    }

    @Test("the case file declares readings under \"swift\"")
    func declared() throws {
        let json = #"{"enumCases": ["$.thrown"], "readings": {"result": "a Customer", "fields": [{"at": "$.asHeld.accessKey", "reads": "customer.accessKey.value"}]}}"#
        let spelling = try JSONDecoder().decode(SwiftSpelling.self, from: Data(json.utf8))
        #expect(spelling.readings == ResultReadings(result: "a Customer", fields: [Reading(at: "$.asHeld.accessKey", reads: "customer.accessKey.value")]))
        #expect(spelling.place("$.asHeld.accessKey") == "customer.accessKey.value")
        // A reading that could never name a place is refused where the
        // case file is read, with what to write instead.
        for fields in [#"[]"#, #"[{"at": "asHeld.accessKey", "reads": "customer.accessKey.value"}]"#, #"[{"at": "$", "reads": "customer"}]"#,
                       #"[{"at": "$.name", "reads": " "}]"#, #"[{"at": "$.name", "reads": "customer.name"}, {"at": "$.name", "reads": "name"}]"#] {
            let file = #"{"exercise": "demo", "cases": [], "swift": {"readings": {"result": "a Customer", "fields": \#(fields)}}}"#
            #expect(throws: GradingError.self, "\(fields)") {
                try CaseFile.load(Data(file.utf8), from: URL(fileURLWithPath: "/readings/\(fields.hashValue)"), displayPath: "demo/cases.json")
            }
        }
    }
}
