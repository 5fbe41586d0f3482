import Foundation
@testable import Grading
import Testing

/// A case's input is shown as the value the learner's code reads, with the
/// harness's settings in the chapter's terms, never the harness's wrapping.
@Suite("Inputs in the chapter's terms")
struct InputReadingTests {
    typealias Setting = InputReading.Setting

    static let reading = InputReading(value: "$.document", reads: "the JSON decoded", settings: [
        Setting(at: "$.keys", reads: "keyDecodingStrategy", values: ["snake": ".convertFromSnakeCase", "default": ".useDefaultKeys"]),
        Setting(at: "$.formatting", reads: "outputFormatting", values: ["pretty": ".prettyPrinted", "sorted": ".sortedKeys"]),
        Setting(at: "$.depth", reads: "depth"),
    ], note: "{\"seal\": text} is text sealed with the chapter's key")

    static func input(_ document: JSONValue, _ settings: [String: JSONValue]) -> JSONValue {
        .object(settings.merging(["document": document]) { $1 })
    }

    @Test("the value read, with each setting as Swift writes it and the note")
    func words() throws {
        let wrapped = Self.input(.object(["name": .string("Ray")]), ["keys": .string("snake"), "formatting": .array([.string("pretty"), .string("sorted")]), "depth": .number(2)])
        let view = try #require(Self.reading.view(wrapped))
        #expect(view.value == .object(["name": .string("Ray")]))
        #expect(view.words == "the JSON decoded, with keyDecodingStrategy = .convertFromSnakeCase, outputFormatting = [.prettyPrinted, .sortedKeys] and depth = 2; {\"seal\": text} is text sealed with the chapter's key")
        // A setting the input does not hold is left out; one value unnamed is shown as JSON.
        let one = try #require(Self.reading.view(Self.input(.null, ["keys": .string("kebab")])))
        #expect(one.words.hasPrefix("the JSON decoded, with keyDecodingStrategy = \"kebab\";"), "\(one.words)")
        // An input without the value is no such input.
        #expect(Self.reading.view(.object(["keys": .string("snake")])) == nil)
        #expect(Self.reading.view(.array([])) == nil)
    }

    @Test("a verdict says what the input is above it, and shows only the value read")
    func inVerdict() {
        let document = JSONValue.object(["name": .string("Ray"), "email": .string("ray@example.com")])
        let shown = CaseMessage.input(Self.input(document, ["keys": .string("default")]), reading: Self.reading)
        let lines = shown.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("The case's input is the JSON decoded, with keyDecodingStrategy = .useDefaultKeys;") == true, "\(shown)")
        #expect(lines.last == "input: \(document.description)", "\(shown)")
        #expect(!shown.contains("\"document\"") && !shown.contains("\"keys\""), "\(shown)")
        // Without a reading, the input as it is.
        #expect(CaseMessage.input(Self.input(document, ["keys": .string("default")])).contains("\"document\""))
    }

    @Test("a reading names one key of the input, and says what it is")
    func refused() {
        for text in [#"{"value": "document", "reads": "x"}"#, #"{"value": "$.a.b", "reads": "x"}"#, #"{"value": "$.a", "reads": " "}"#,
                     #"{"value": "$.a", "reads": "x", "settings": [{"at": "$", "reads": "y"}]}"#] {
            #expect(throws: DecodingError.self, "\(text)") { try JSONDecoder().decode(InputReading.self, from: Data(text.utf8)) }
        }
        #expect(throws: Never.self) { try JSONDecoder().decode(InputReading.self, from: Data(#"{"value": "$.a", "reads": "x"}"#.utf8)) }
    }
}
