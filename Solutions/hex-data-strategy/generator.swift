import Foundation

// Varied inputs for `hex-data-strategy`, one group per rule. The grader runs
// the reference answer on the same inputs for the expected results.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases()
        func bytes(_ random: inout WorkbookRandom, count: ClosedRange<Int>) -> [Int] {
            (0..<random.int(in: count)).map { _ in random.int(in: 0...255) }
        }
        func hex(_ values: [Int], upper: Bool = false) -> String {
            values.map { value in
                let text = String(value, radix: 16, uppercase: upper)
                return text.count == 1 ? "0" + text : text
            }.joined()
        }

        for _ in 0..<4 {
            cases.add(1, "random bytes", ["value": hex(bytes(&random, count: 1...12))])
        }
        let list = (0..<random.int(in: 2...4)).map { _ in hex(bytes(&random, count: 1...5)) }
        cases.add(1, "several values", ["values": list])
        let book: [String: WorkbookJSON] = [
            "id": .string(random.word(letters: 2...5)), "name": .string(random.word(letters: 4...10)),
            "store_link": .string("https://example.com/\(random.word(letters: 3...8))"),
            "authors": [.string(random.word(letters: 3...9))], "image_blob": .string(hex(bytes(&random, count: 2...10))),
        ]
        cases.add(1, "a book's cover", ["book": book])

        // The order of the bytes is rule 1's: rules 2 and 3 compare them in any order.
        for _ in 0..<2 {
            cases.add(2, "upper-case digits", ["value": hex(bytes(&random, count: 1...8), upper: true)], compare: .unordered("$"))
        }
        // Ends in "aB" so that both cases always occur, whatever the bytes.
        let mixed = String(hex(bytes(&random, count: 1...7)).map { random.bool() ? Character($0.uppercased()) : $0 }) + "aB"
        cases.add(2, "mixed case", ["value": mixed], compare: .unordered("$"))

        let other = hex(bytes(&random, count: 1...4))
        cases.add(3, "empty among others", ["values": random.shuffled(["", other])], compare: .unordered("$[]"))

        for _ in 0..<2 {
            var text = hex(bytes(&random, count: 0...6))
            text.append(random.element(of: Array("0123456789abcdef")))
            cases.add(4, "odd number of digits", ["value": text])
        }

        for _ in 0..<3 {
            var characters = Array(hex(bytes(&random, count: 1...6)))
            let index = random.int(in: 0...(characters.count - 1))
            characters[index] = random.element(of: Array("ghxzGXZ+-. :#"))
            cases.add(5, "a stray character", ["value": String(characters)])
        }

        let notText: [WorkbookJSON] = [.integer(random.int(in: 0...99999)), .array(bytes(&random, count: 1...4).map(WorkbookJSON.integer)),
                                       .bool(random.bool()), ["hex": .string(hex(bytes(&random, count: 1...3)))]]
        for value in notText {
            cases.add(6, "not a string", ["value": value])
        }
        return cases.all
    }
}
