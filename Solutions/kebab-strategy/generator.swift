import Foundation

// Varied inputs for `kebab-strategy`, one group per rule (the harness's
// input forms: "key", "path", "document", "book"). The grader runs the
// reference answer on the same inputs for the expected results.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases()
        // Cases of rules 4 and 5 convert dashed keys, whose letter case is
        // rule 3's, and rule 1's last keys have no dash, whose letter case is
        // rule 2's: they compare without it.
        let caseFree = WorkbookCompare(ignoreCase: true)
        /// A kebab key of one word more than `more` (1...3 when nil); its first
        /// word is `first` (letters, random when nil).
        func kebab(_ random: inout WorkbookRandom, first: String? = nil, more: Int? = nil, digits: Bool = false) -> String {
            var parts = [first ?? random.word(letters: 1...7)]
            let count = more ?? random.int(in: 1...3)
            for _ in 0..<count {
                parts.append(digits && random.bool() ? String(random.int(in: 0...120)) : random.word(letters: 1...7))
            }
            return parts.joined(separator: "-")
        }
        /// Distinct letter-only first words, so converted keys never collide.
        func firstWords(_ random: inout WorkbookRandom, _ count: Int) -> [String] {
            var words: [String] = []
            while words.count < count {
                let word = random.word(letters: 2...7)
                if !words.contains(word) { words.append(word) }
            }
            return words
        }
        func object(_ random: inout WorkbookRandom, depth: Int) -> [String: WorkbookJSON] {
            var fields: [String: WorkbookJSON] = [:]
            for first in firstWords(&random, random.int(in: 1...4)) {
                let plain = random.int(in: 0...3) == 0
                // Words of letters only: words of digits are rule 4's.
                let key = plain ? first : kebab(&random, first: first)
                switch depth > 0 ? random.int(in: 0...4) : random.int(in: 0...2) {
                case 0: fields[key] = WorkbookJSON(random.word(letters: 2...5) + "-" + random.word(letters: 2...5))
                case 1: fields[key] = WorkbookJSON(random.int(in: -50...5000))
                case 2: fields[key] = WorkbookJSON(random.bool())
                case 3: fields[key] = WorkbookJSON(object(&random, depth: depth - 1))
                default: fields[key] = WorkbookJSON((0..<random.int(in: 1...3)).map { _ in object(&random, depth: depth - 1) })
                }
            }
            return fields
        }

        for _ in 0..<3 {
            var path: [WorkbookJSON] = []
            for _ in 0..<random.int(in: 1...3) {
                if random.bool() { path.append(WorkbookJSON(random.int(in: 0...20))) } else {
                    let more = random.int(in: 0...2)
                    path.append(WorkbookJSON(kebab(&random, more: more)))
                }
            }
            // A plain last key: how a dashed one is converted is rules 3 and 5's.
            path.append(WorkbookJSON(random.word(letters: 2...8)))
            cases.add(1, "a path with parents", ["path": path], compare: caseFree)
        }

        for _ in 0..<2 {
            cases.add(2, "a key without a dash", ["key": random.word(letters: 1...10)])
        }
        // Capitals stay too: a camelCase key, or one in capitals.
        let camel = random.word(letters: 2...6) + random.word(letters: 2...6).capitalized
        cases.add(2, "a key with capitals", ["key": random.bool() ? camel : random.word(letters: 2...5).uppercased()])
        cases.add(2, "a snake_case key", ["key": random.word(letters: 2...6) + "_" + random.word(letters: 2...6)])

        for more in [1, 2, 3, random.int(in: 1...3)] {
            let key = kebab(&random, more: more)
            cases.add(3, "a key of \(more + 1) words", ["key": key])
        }

        for _ in 0..<3 {
            var parts = [random.word(letters: 2...6)]
            for _ in 0..<random.int(in: 1...3) { parts.append(random.bool() ? String(random.int(in: 0...999)) : random.word(letters: 1...6)) }
            if !parts.dropFirst().contains(where: { $0.allSatisfy(\.isNumber) }) { parts.append(String(random.int(in: 1...99))) }
            cases.add(4, "a key with a word of digits", ["key": parts.joined(separator: "-")], compare: caseFree)
        }

        // Rule 5's documents are nested, so their keys have longer paths:
        // a flat document's keys are converted by rule 3 alone.
        for _ in 0..<3 {
            cases.add(5, "a nested document", ["document": [kebab(&random): WorkbookJSON(object(&random, depth: 1))]], compare: caseFree)
        }
        cases.add(5, "a top-level array", ["document": (0..<random.int(in: 1...3)).map { _ in object(&random, depth: 1) }], compare: caseFree)
        let id = random.word(letters: 2...5)
        // A flat book: its kebab keys are converted by rule 3 alone.
        let book: [String: WorkbookJSON] = [
            "id": WorkbookJSON(id), "name": WorkbookJSON(random.word(letters: 3...9) + " " + random.word(letters: 3...9)),
            "store-link": WorkbookJSON("https://example.com/\(id)-\(random.word(letters: 2...5))"),
            "authors": WorkbookJSON((0..<random.int(in: 1...3)).map { _ in random.word(letters: 3...8) }),
            "image-blob": WorkbookJSON(random.element(of: ["", "AAEC", "aGVsbG8=", "iVBORw0KGgo="])),
        ]
        // A book's document: rule 3 compares the keys it converts (decoding a
        // whole Book would also lean on its keys without a dash, rule 2's).
        cases.add(3, "a whole book", ["document": WorkbookJSON(book)], compare: .only("$.storeLink", "$.imageBlob"))
        return cases.all
    }
}
