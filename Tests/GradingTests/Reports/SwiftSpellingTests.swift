import Foundation
@testable import Grading
import Testing

/// A verdict shows a result that is a value of the learner's struct as
/// Swift's `print` shows it, never as the harness's JSON object.
@Suite("Results in Swift's spelling")
struct SwiftSpellingTests {
    static let dimensions = SwiftSpelling.StructFields(type: "Dimensions", fields: ["width", "height", "depth"])
    static let placemark = SwiftSpelling.StructFields(type: "Placemark", fields: ["name", "habitat", "coordinate", "lastVisited"])
    static let coordinate = SwiftSpelling.StructFields(type: "Coordinate", fields: ["latitude", "longitude"])

    static func size(_ width: Double, _ height: Double, _ depth: Double) -> JSONValue {
        .object(["width": .number(width), "height": .number(height), "depth": .number(depth)])
    }

    /// Placemarks as lenient-coordinate's harness describes them, the date
    /// in seconds.
    static let places = SwiftSpelling(structs: ["$": placemark, "$[]": placemark, "$.coordinate": coordinate, "$[].coordinate": coordinate],
                                      dates: DateFields(unit: .seconds, paths: ["$.lastVisited", "$[].lastVisited"]))

    static func place(_ name: String, coordinate: JSONValue, lastVisited: JSONValue = .null) -> JSONValue {
        .object(["name": .string(name), "habitat": .string("reed bed"), "coordinate": coordinate, "lastVisited": lastVisited])
    }

    static let heron = JSONValue.object(["latitude": .number(52.0841), "longitude": .number(4.3125)])

    @Test("a struct on one line: its type, its fields in the declared order, numbers as Swift prints them")
    func oneLine() {
        let spelling = SwiftSpelling(structs: ["$": Self.dimensions])
        #expect(spelling.text(Self.size(60, 45, 22)) == "Dimensions(width: 60, height: 45, depth: 22)")
        #expect(spelling.text(Self.size(3_000_000_000, -4, 0.5)) == "Dimensions(width: 3000000000, height: -4, depth: 0.5)")
        // In a verdict's sentence, as the expected and the actual value.
        #expect(CaseMessage.wrongResult(at: "$", expected: Self.size(60, 45, 22), actual: .number(60), spelling: spelling)
            == "wrong result at $: expected Dimensions(width: 60, height: 45, depth: 22), actual 60")
        #expect(CaseMessage.succeeded(expectedKind: GradingCase.anyDecodingError, actual: Self.size(12, 8, 5), spelling: spelling)
            == "expected a DecodingError (of any kind) to be thrown, but it succeeded with Dimensions(width: 12, height: 8, depth: 5)")
    }

    @Test("a struct over several lines, one field a line, as Swift code is laid out")
    func severalLines() {
        let spelling = SwiftSpelling(structs: ["$": Self.dimensions])
        #expect(spelling.pretty(Self.size(60, 45, 22)) == "Dimensions(\n  width: 60,\n  height: 45,\n  depth: 22\n)")
    }

    @Test("nested structs, quoted strings, nil for null and dates as dates, on one line and on several")
    func nested() {
        let value = Self.place("Heron \"Pool\"", coordinate: Self.heron, lastVisited: .number(1_700_000_000))
        #expect(Self.places.text(value) == #"Placemark(name: "Heron \"Pool\"", habitat: "reed bed", coordinate: Coordinate(latitude: 52.0841, longitude: 4.3125), lastVisited: 2023-11-14T22:13:20Z (1700000000))"#)
        let fox = Self.place("Fox Earth", coordinate: .null)
        #expect(Self.places.text(fox) == #"Placemark(name: "Fox Earth", habitat: "reed bed", coordinate: nil, lastVisited: nil)"#)
        #expect(Self.places.pretty(value) == """
            Placemark(
              name: "Heron \\"Pool\\"",
              habitat: "reed bed",
              coordinate: Coordinate(
                latitude: 52.0841,
                longitude: 4.3125
              ),
              lastVisited: 2023-11-14T22:13:20Z (1700000000)
            )
            """)
        // A property in a sentence is written as Swift writes it too.
        #expect(CaseMessage.wrongResult(at: "$.coordinate", expected: Self.heron, actual: .null, spelling: Self.places)
            == "wrong result at $.coordinate: expected Coordinate(latitude: 52.0841, longitude: 4.3125), actual nil")
        #expect(CaseMessage.wrongResult(at: "$.habitat", expected: .string("reed bed"), actual: .null, spelling: Self.places)
            == "wrong result at $.habitat: expected \"reed bed\", actual nil")
    }

    @Test("an array of structs, and arrays inside a struct")
    func arrays() {
        let spelling = SwiftSpelling(structs: ["$[]": Self.dimensions])
        let sizes = JSONValue.array([Self.size(6, 6, 7), Self.size(14, 32, 6)])
        #expect(spelling.text(sizes) == "[Dimensions(width: 6, height: 6, depth: 7), Dimensions(width: 14, height: 32, depth: 6)]")
        #expect(spelling.pretty(sizes) == """
            [
              Dimensions(
                width: 6,
                height: 6,
                depth: 7
              ),
              Dimensions(
                width: 14,
                height: 32,
                depth: 6
              )
            ]
            """)
        #expect(spelling.text(.array([])) == "[]")
        let episode = SwiftSpelling(structs: ["$[]": .init(type: "Episode", fields: ["id", "platforms", "videoID"])])
        let one = JSONValue.array([.object(["id": .string("5270"), "platforms": .array([.string("Swift"), .string("Kotlin")]), "videoID": .null])])
        #expect(episode.text(one) == #"[Episode(id: "5270", platforms: ["Swift", "Kotlin"], videoID: nil)]"#)
        #expect(episode.pretty(one) == """
            [
              Episode(
                id: "5270",
                platforms: [
                  "Swift",
                  "Kotlin"
                ],
                videoID: nil
              )
            ]
            """)
        let none = JSONValue.array([.object(["id": .string("6004"), "platforms": .array([]), "videoID": .number(3021)])])
        #expect(episode.pretty(none) == "[\n  Episode(\n    id: \"6004\",\n    platforms: [],\n    videoID: 3021\n  )\n]")
    }

    @Test("a missing field is left out, another key comes after the fields, and an object holding no field stays JSON")
    func missingAndExtraKeys() {
        let spelling = SwiftSpelling(structs: ["$": Self.dimensions])
        let odd = JSONValue.object(["depth": .number(22), "width": .number(60), "volume": .number(1), "colour": .string("red")])
        #expect(spelling.text(odd) == #"Dimensions(width: 60, depth: 22, colour: "red", volume: 1)"#)
        #expect(spelling.pretty(odd) == "Dimensions(\n  width: 60,\n  depth: 22,\n  colour: \"red\",\n  volume: 1\n)")
        // The harness's own object (an error it describes) is no size.
        let thrown = JSONValue.object(["thrown": .string("keyNotFound")])
        #expect(spelling.text(thrown) == #"{"thrown":"keyNotFound"}"#)
        #expect(spelling.pretty(thrown) == thrown.pretty)
        // A difference stays visible: a field one side lacks is not on that side.
        let short = JSONValue.object(["width": .number(60), "height": .number(45)])
        #expect(spelling.text(short) == "Dimensions(width: 60, height: 45)")
        // An object of the harness's own inside a struct stays its JSON.
        let held = SwiftSpelling(structs: ["$": .init(type: "Customer", fields: ["name"])])
        #expect(held.text(.object(["name": .string("Mia"), "asHeld": .object(["atmCode": .string("x")])]))
            == #"Customer(name: "Mia", asHeld: {"atmCode":"x"})"#)
    }

    @Test("an enum case inside a struct, and a struct as an enum case's associated value")
    func enumInsideStruct() {
        let sighting = SwiftSpelling(enumCases: ["$.count"], structs: ["$": .init(type: "Sighting", fields: ["species", "count"])])
        let value = JSONValue.object(["count": .string("exactly(-3)"), "species": .string("heron")])
        #expect(sighting.text(value) == #"Sighting(species: "heron", count: .exactly(-3))"#)
        #expect(sighting.pretty(value) == "Sighting(\n  species: \"heron\",\n  count: .exactly(-3)\n)")
        #expect(CaseMessage.wrongResult(at: "$.count", expected: .string("many"), actual: .string("exactly(2)"), spelling: sighting)
            == "wrong result at $.count: expected .many, actual .exactly(2)")
        // staff-shapes: `{"maker": …}` is the harness's word for the case
        // `.maker`, its value the learner's Maker.
        let maker = SwiftSpelling.StructFields(type: "Maker", fields: ["name", "favoriteToy", "bench"])
        let ilse = JSONValue.object(["maker": .object(["bench": .number(3), "favoriteToy": .string("Spinning top"), "name": .string("Ilse")])])
        let staff = SwiftSpelling(enumCases: ["$", "$[]"], structs: ["$.maker": maker, "$[].maker": maker])
        #expect(staff.text(ilse) == #".maker(Maker(name: "Ilse", favoriteToy: "Spinning top", bench: 3))"#)
        #expect(staff.pretty(ilse) == """
            .maker(Maker(
              name: "Ilse",
              favoriteToy: "Spinning top",
              bench: 3
            ))
            """)
        #expect(staff.pretty(.array([ilse])) == "[\n  .maker(Maker(\n    name: \"Ilse\",\n    favoriteToy: \"Spinning top\",\n    bench: 3\n  ))\n]")
        #expect(CaseMessage.summary(.array([ilse, ilse]), spelling: staff) == "an array of 2 elements")
        #expect(CaseMessage.summary(ilse, spelling: staff) == ".maker(Maker(name: …, favoriteToy: …, bench: …))")
        // A case without an associated value is a string; an object of two keys is no case.
        #expect(staff.text(.object(["maker": .null, "driver": .null])) == #"{"driver": null, "maker": null}"#)
        // Without the enum declared, the harness's object stays, around the struct.
        let plain = SwiftSpelling(structs: ["$.maker": maker])
        #expect(plain.text(ilse) == #"{"maker": Maker(name: "Ilse", favoriteToy: "Spinning top", bench: 3)}"#)
    }

    @Test("a long struct in a sentence is named with its fields; below it, the values show where they differ")
    func longStructInAVerdict() {
        let value = Self.place("Heron pool by the weir", coordinate: Self.heron)
        #expect(CaseMessage.summary(value, spelling: Self.places) == "Placemark(name: …, habitat: …, coordinate: …, lastVisited: …)")
        let wanted = JSONValue.array([value])
        let got = JSONValue.array([Self.place("Heron pool by the weir", coordinate: .object(["latitude": .number(4.3125), "longitude": .number(52.0841)]))])
        let message = CaseMessage.wrongResult(at: "$[0].coordinate.latitude", expected: .number(52.0841), actual: .number(4.3125), spelling: Self.places)
        #expect(message == "wrong result at $[0].coordinate.latitude: expected 52.0841, actual 4.3125")
        var item = CaseResult(name: "coordinates", hidden: true, status: .failed, message: message, explain: nil,
                              expected: wanted.pretty, actual: got.pretty, output: "", origin: "Solutions", rule: 1)
        item.spelling = Self.places
        let text = HumanReport(style: TerminalStyle(enabled: false)).render(CheckResult(
            exercise: "lenient-coordinate", answerPath: "try.swift", status: .failed, compileFailure: nil, cases: [item],
            isolation: .sandboxed, compileSeconds: 0, runSeconds: 0))
        #expect(text.contains("coordinate: Coordinate(\n              latitude: 52.0841,"), "\(text)")
        #expect(text.contains("coordinate: Coordinate(\n              latitude: 4.3125,"), "\(text)")
        #expect(!text.contains("\"latitude\"") && !text.contains("\"name\""), "no harness JSON:\n\(text)")
        // The path is told as a place in a Swift value, its keys properties.
        let note = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(note.contains("A path like $[0].coordinate.latitude names a place in the value:"), "\(text)")
        #expect(note.contains(".coordinate the value of the property (or key) coordinate"), "\(text)")
        #expect(!note.contains("names a place in the JSON"), "\(text)")
    }

    @Test("the case file declares structs under \"swift\"; they change no comparison")
    func declared() throws {
        let json = #"{"structs": {"$": {"type": "Dimensions", "fields": ["width", "height", "depth"]}}, "inputsWith": "decode"}"#
        let spelling = try JSONDecoder().decode(SwiftSpelling.self, from: Data(json.utf8))
        #expect(spelling.structs == ["$": Self.dimensions])
        #expect(spelling.applies(to: .object(["decode": .array([])])) && !spelling.applies(to: .object(["encode": .array([])])))
        // Never written under "swift": the grader fills in the case file's dates.
        #expect(spelling.dates == nil)
    }
}
