// Varied inputs for `hex-data-strategy`, one group of cases per rule.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // The order of the bytes, and of the two digits of a byte, are rule 1's:
        // rules 2 and 3 compare the bytes in any order, and write each byte
        // with two alike digits (0x11 times 0 to 15), which read the same
        // either way round.
        var cases = WorkbookCases(comparing: [2: .unordered("$"), 3: .unordered("$[]")])
        for _ in 0..<4 { cases.add(1, "random bytes", ["value": hex(bytes(&random, 1...12))]) }
        cases.add(1, "several values", ["values": random.array(2...4) { hex(bytes(&$0, 1...5)) }])
        let book: [String: WorkbookJSON] = [
            "id": .string(random.word(letters: 2...5)), "name": .string(random.word(letters: 4...10)),
            "store_link": .string("https://example.com/\(random.word(letters: 3...8))"),
            "authors": [.string(random.word(letters: 3...9))], "image_blob": .string(hex(bytes(&random, 2...10))),
        ]
        cases.add(1, "a book's cover", ["book": book])

        for _ in 0..<2 { cases.add(2, "upper-case digits", ["value": hex(alike(&random, 1...8), upper: true)]) }
        // Ends in "aA" so that both cases always occur, whatever the bytes.
        let mixed = String(hex(alike(&random, 1...7)).map { random.bool() ? Character($0.uppercased()) : $0 }) + "aA"
        cases.add(2, "mixed case", ["value": mixed])
        cases.add(3, "empty among others", ["values": random.shuffled(["", hex(alike(&random, 1...4))])])

        for _ in 0..<2 {
            let text = hex(bytes(&random, 0...6)) + String(random.element(of: Array("0123456789abcdef")))
            cases.add(4, "odd number of digits", ["value": text])
        }
        for _ in 0..<3 {
            var characters = Array(hex(bytes(&random, 1...6)))
            let index = random.int(in: 0...(characters.count - 1))
            characters[index] = random.element(of: Array("ghxzGXZ+-. :#"))
            cases.add(5, "a stray character", ["value": String(characters)])
        }
        let notText: [WorkbookJSON] = [.integer(random.int(in: 0...99999)), WorkbookJSON(bytes(&random, 1...4)),
                                       .bool(random.bool()), ["hex": .string(hex(bytes(&random, 1...3)))]]
        for value in notText { cases.add(6, "not a string", ["value": value]) }
        return cases.all
    }

    static func bytes(_ random: inout WorkbookRandom, _ count: ClosedRange<Int>) -> [Int] {
        random.array(count) { $0.int(in: 0...255) }
    }

    /// Bytes whose two hex digits are alike (0x00, 0x11, … 0xFF).
    static func alike(_ random: inout WorkbookRandom, _ count: ClosedRange<Int>) -> [Int] {
        random.array(count) { 0x11 * $0.int(in: 0...15) }
    }

    /// Two digits a byte, lower case unless `upper`.
    static func hex(_ values: [Int], upper: Bool = false) -> String {
        values.map { String(format: upper ? "%02X" : "%02x", $0) }.joined()
    }
}
