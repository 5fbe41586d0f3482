import Foundation
@testable import Grading
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

    /// `[[[…]]]` (arrays) or `{"a":{"a":…}}` (objects), `depth` deep.
    static func nested(_ depth: Int, objects: Bool) -> String {
        objects ? String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            : String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    @Test("a result nested deeper than the parser's limit is refused, never followed; every reader of a value as deep as it allows finishes")
    func nestingIsBounded() throws {
        // The grader reads a program's results through these two parsers;
        // what it does with a value afterwards (compare, respell keys, open
        // sealed strings, print) recurses once per level, so the parsers'
        // limit is what bounds that recursion.
        for objects in [false, true] {
            let deep = Data(Self.nested(100_000, objects: objects).utf8)
            #expect(throws: (any Error).self) { try JSONValue.parse(deep) }
            #expect(throws: (any Error).self) { try JSONDecoder().decode(JSONValue.self, from: deep) }

            // The deepest value the parser takes, by bisection.
            var (taken, refused) = (1, 100_000)
            while refused - taken > 1 {
                let middle = (taken + refused) / 2
                if (try? JSONValue.parse(Data(Self.nested(middle, objects: objects).utf8))) != nil { taken = middle } else { refused = middle }
            }
            let deepest = taken
            #expect(deepest >= 64 && deepest < 2_000, "the parser's limit moved: \(deepest)")
            let value = try JSONValue.parse(Data(Self.nested(deepest, objects: objects).utf8))
            #expect(try JSONDecoder().decode(JSONValue.self, from: Data(Self.nested(deepest, objects: objects).utf8)) == value)
            #expect(value == value)
            #expect(!value.description.isEmpty && !value.pretty.isEmpty)
            #expect(CaseComparison.spelledAlike(value) == value)
            let sealed = SealedStrings(key: "0123456789abcdef0123456789abcdef", fields: ["a"])
            #expect(sealed.annotatedForTesting(value) == value)
            #expect(sealed.revealForTesting(value) == value)
        }
    }
}
