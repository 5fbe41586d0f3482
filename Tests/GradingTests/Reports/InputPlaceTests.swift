import Foundation
@testable import Grading
import Testing

/// A long input is shown around the place at fault, so that a field past
/// the first lines (a card's rulings, a customer's phones) is never cut away.
@Suite("Inputs shown around the place at fault")
struct InputPlaceTests {
    /// Shaped like customer-decodable's input: the fields that matter lie
    /// below the first twelve lines, under snake-case keys.
    let customer = JSONValue.object([
        "dates": .string("deferred"),
        "document": .object([
            "access_key": .object(["seal": .string("R8-PX2-77QL")]),
            "added_on": .number(619_090_200),
            "address": .object(["city": .string("Portland"), "street": .string("12 Harbor Lane"), "zip": .number(97201)]),
            "contact_info": .object(["cellular_phone": .string("+1 503 555 0199"), "email": .string("morgan@example.com"),
                                     "home_phone": .string("+1 503 555 0142")]),
            "name": .string("Morgan Reyes"),
            "website": .string("https://example.com/morgan"),
            "zodiac": .string("Leo"),
        ]),
        "keys": .string("snake"),
    ])

    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test("a wrong result's key finds the input's key of that name, in another spelling and deeper")
    func resultKeyFound() {
        let shown = CaseMessage.input(customer, near: InputPlace(path: "$.asHeld.cellularPhone"))
        let text = lines(shown)
        #expect(text.contains { $0.contains("\"cellular_phone\" : \"+1 503 555 0199\"") }, "\(shown)")
        #expect(text.contains { $0.contains("\"home_phone\"") }, "the lines around it: \(shown)")
        // The first lines stay, for orientation, and what is left out is told.
        #expect(text[1].trimmingCharacters(in: .whitespaces) == "{" && text.contains { $0.contains("… ") && $0.hasSuffix("lines") }, "\(shown)")
        #expect(text.count <= CaseMessage.inputLines + 3, "no longer than the first lines were: \(shown)")
        // Without a place, the first lines, as before: the phones are cut away.
        let plain = CaseMessage.input(customer)
        #expect(!plain.contains("cellular_phone") && lines(plain).last?.contains("more lines") == true, "\(plain)")
    }

    @Test("a thrown error's coding path, and a key not found shown where it would be")
    func thrownPlaces() {
        let path = InputPlace(keys: ["document", "contact_info", "home_phone"])
        #expect(CaseMessage.input(customer, near: path).contains("\"home_phone\" : \"+1 503 555 0142\""))
        // `phone` is not in the input: the lines where it would sit among
        // its siblings (sorted) show that it is missing.
        let missing = lines(CaseMessage.input(customer, near: InputPlace(keys: ["document", "contact_info", "phone"], missing: true)))
        #expect(missing.contains { $0.contains("\"home_phone\"") } && missing.contains { $0.contains("\"email\"") }, "\(missing)")
        #expect(InputPlace(keys: ["document", "contact_info", "phone"], missing: true).line(in: customer.pretty.split(separator: "\n").map(String.init))
            == customer.pretty.split(separator: "\n").firstIndex { $0.contains("\"home_phone\"") })
        // A key missing at the top: where it would be, the last key's line.
        #expect(CaseMessage.input(customer, near: InputPlace(keys: ["rulings"], missing: true)).contains("\"keys\" : \"snake\""))
        // A wrong result's key the input does not hold is no missing key: the first lines.
        #expect(CaseMessage.input(customer, near: InputPlace(path: "$.rulings")) == CaseMessage.input(customer))
        // A place in the first lines, or the whole input, keeps the first lines.
        for place in [InputPlace(keys: ["dates"]), InputPlace(path: "$")] {
            #expect(CaseMessage.input(customer, near: place) == CaseMessage.input(customer), "\(place)")
        }
    }

    @Test("the window never leaves out a single line, and ends at the input's end")
    func windowEdges() {
        let long = (0..<40).map { "line \($0)" }
        for focus in [10, 11, 12, 13, 14, 20, 37, 38, 39] {
            let shown = CaseMessage.shownLines(long, near: focus)
            #expect(shown.contains("line \(focus)"), "focus \(focus): \(shown)")
            #expect(!shown.contains("… 1 line") && !shown.contains("… 1 more line"), "focus \(focus): \(shown)")
            // Every line shown is the input's own, in order; notes count what they stand for.
            var next = 0
            for line in shown {
                if line.hasPrefix("… "), let count = Int(line.split(separator: " ")[1]) { next += count; continue }
                #expect(line == long[next], "focus \(focus): \(shown)")
                next += 1
            }
            #expect(next == long.count, "focus \(focus): \(shown)")
        }
        #expect(CaseMessage.shownLines(Array(long.prefix(13)), near: 12) == Array(long.prefix(13)))
    }

    @Test("keys are read from pretty JSON as JSON strings")
    func keysRead() {
        #expect(InputPlace.key(of: "\"cellular_phone\" : \"+1\",") == "cellular_phone")
        #expect(InputPlace.key(of: "\"a \\\" b\" : 1") == "a \" b")
        #expect(InputPlace.key(of: "\"just a string\",") == nil)
        #expect(InputPlace(path: "$.rulings[2].text").keys == ["rulings", "text"])
        #expect(InputPlace(keys: ["Home_Phone"]).keys == ["homephone"])
    }
}
