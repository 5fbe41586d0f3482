import Foundation

// Varied inputs for `hex-data-strategy`, one group per rule. The grader runs
// the reference answer on the same inputs for the expected results.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases: [WorkbookGeneratedCase] = []
        // The order of the bytes is rule 1's: rules 2 and 3 compare them in any order.
        func add(_ rule: Int, _ what: String, _ explain: String, _ input: Any, compare: [String: Any]? = nil) {
            cases.append(WorkbookGeneratedCase(name: "\(what) #\(cases.count + 1)", rule: rule, explain: explain, input: input, compare: compare))
        }
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
            add(1, "random bytes", "Every two hex digits become one byte, in the order they are written.",
                ["value": hex(bytes(&random, count: 1...12))])
        }
        let list = (0..<random.int(in: 2...4)).map { _ in hex(bytes(&random, count: 1...5)) }
        add(1, "several values", "Every two hex digits become one byte, in the order they are written; each Data value on its own.",
            ["values": list])
        add(1, "a book's cover", "Every two hex digits become one byte, in the order they are written, for a book's image_blob too.",
            ["book": ["id": random.word(letters: 2...5), "name": random.word(letters: 4...10), "store_link": "https://example.com/\(random.word(letters: 3...8))",
                      "authors": [random.word(letters: 3...9)], "image_blob": hex(bytes(&random, count: 2...10))] as [String: Any]])

        for _ in 0..<2 {
            add(2, "upper-case digits", "Letters a to f are hex digits in lower case and in upper case.",
                ["value": hex(bytes(&random, count: 1...8), upper: true)], compare: ["unordered": ["$"]])
        }
        // Ends in "aB" so that both cases always occur, whatever the bytes.
        let mixed = String(hex(bytes(&random, count: 1...7)).map { random.bool() ? Character($0.uppercased()) : $0 }) + "aB"
        add(2, "mixed case", "Letters a to f are hex digits in lower case and in upper case.", ["value": mixed], compare: ["unordered": ["$"]])

        let other = hex(bytes(&random, count: 1...4))
        add(3, "empty among others", "An empty string decodes as empty Data.", ["values": random.shuffled(["", other])],
            compare: ["unordered": ["$[]"]])

        for _ in 0..<2 {
            var text = hex(bytes(&random, count: 0...6))
            text.append(random.element(of: Array("0123456789abcdef")))
            add(4, "odd number of digits", "A string with an odd number of characters throws DecodingError.dataCorrupted.", ["value": text])
        }

        for _ in 0..<3 {
            var characters = Array(hex(bytes(&random, count: 1...6)))
            let index = random.int(in: 0...(characters.count - 1))
            characters[index] = random.element(of: Array("ghxzGXZ+-. :#"))
            add(5, "a stray character", "A string holding any character other than 0-9, a-f and A-F throws DecodingError.dataCorrupted.",
                ["value": String(characters)])
        }

        let notText: [Any] = [random.int(in: 0...99999), bytes(&random, count: 1...4), random.bool(), ["hex": hex(bytes(&random, count: 1...3))]]
        for value in notText {
            add(6, "not a string", "A value that is not a string throws DecodingError.typeMismatch.", ["value": value])
        }
        return cases
    }
}
