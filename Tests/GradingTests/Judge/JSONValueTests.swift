import Foundation
import Grading
import Testing

@Suite("JSON values")
struct JSONValueTests {
    static let text = #"{"yes": true, "no": false, "one": 1, "zero": 0, "half": -0.5, "none": null, "list": [1, "1", true], "nested": {"key": "value"}}"#

    @Test("an empty array or object is shown as [] or {}, at any depth; a string's line break stays escaped")
    func prettyEmptyContainers() throws {
        #expect(JSONValue.array([]).pretty == "[]")
        #expect(JSONValue.object([:]).pretty == "{}")
        let nested = JSONValue.object(["a": .array([]), "b": .array([.object([:])]), "c": .string("[\n\n]")])
        #expect(nested.pretty == "{\n  \"a\" : [],\n  \"b\" : [\n    {}\n  ],\n  \"c\" : \"[\\n\\n]\"\n}")
    }

    @Test("parsing keeps booleans apart from the numbers 0 and 1")
    func booleansAreNotNumbers() throws {
        let value = try JSONValue.parse(Data(Self.text.utf8))
        #expect(value == .object([
            "yes": .bool(true), "no": .bool(false), "one": .number(1), "zero": .number(0), "half": .number(-0.5),
            "none": .null, "list": .array([.number(1), .string("1"), .bool(true)]), "nested": .object(["key": .string("value")]),
        ]))
        #expect(JSONValue.bool(true) != .number(1))
    }

    @Test("parsing gives what decoding gives, for any top-level value")
    func parsingAgreesWithDecoding() throws {
        for text in [Self.text, "[]", "\"text\"", "3", "true", "null", "[[], {}, 1e3]"] {
            let data = Data(text.utf8)
            #expect(try JSONValue.parse(data) == JSONDecoder().decode(JSONValue.self, from: data), "\(text)")
        }
    }

    @Test("strings and keys compare exactly, scalar by scalar, not by canonical equivalence")
    func exactStrings() throws {
        let composed = "Jos\u{E9} \u{C5}ngstr\u{F6}m", decomposed = "Jose\u{301} A\u{30A}ngstro\u{308}m"
        // Swift's String calls them equal; JSON (and a rule saying "exactly") does not.
        #expect(composed == decomposed)
        #expect(JSONValue.string(composed) != .string(decomposed))
        #expect(JSONValue.object([composed: .null]) != .object([decomposed: .null]))
        #expect(JSONValue.object(["name": .string(composed)]).firstDifference(from: .object(["name": .string(decomposed)]))?.path == "$.name")
        #expect(JSONValue.object([composed: .number(1)]).firstDifference(from: .object([decomposed: .number(1)])) != nil)
        // Parsed from the bytes a program wrote, the spelling is kept.
        let parsed = try JSONValue.parse(Data(#"{"name": "Jose\#u{301}"}"#.utf8))
        #expect(parsed != .object(["name": .string("Jos\u{E9}")]))
        #expect(parsed == .object(["name": .string("Jose\u{301}")]))
    }

    @Test("malformed text and objects that are not JSON are refused")
    func refusals() {
        #expect(throws: (any Error).self) { try JSONValue.parse(Data("{\"a\": ".utf8)) }
        #expect(JSONValue(jsonObject: Date()) == nil)
        #expect(JSONValue(jsonObject: ["a": [Date()]] as [String: Any]) == nil)
        #expect(JSONValue(jsonObject: ["a": [1, "b"]] as [String: Any]) == .object(["a": .array([.number(1), .string("b")])]))
    }
}
