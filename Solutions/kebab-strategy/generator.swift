import Foundation

// Varied inputs for `kebab-strategy`, one group per rule (the harness's
// input forms: "key", "path", "document", "book"). The grader runs the
// reference answer on the same inputs for the expected results.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases: [WorkbookGeneratedCase] = []
        /// `compare`: what of the result is compared (docs/EXERCISE-FORMAT.md).
        func add(_ rule: Int, _ what: String, _ explain: String, _ input: Any, compare: [String: Any]? = nil) {
            cases.append(WorkbookGeneratedCase(name: "\(what) #\(cases.count + 1)", rule: rule, explain: explain, input: input, compare: compare))
        }
        // Cases of rules 4 and 5 convert dashed keys, whose letter case is
        // rule 3's: they compare without it.
        let caseFree: [String: Any] = ["ignoreCase": true]
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
        func object(_ random: inout WorkbookRandom, depth: Int) -> [String: Any] {
            var fields: [String: Any] = [:]
            for first in firstWords(&random, random.int(in: 1...4)) {
                let plain = random.int(in: 0...3) == 0
                // Words of letters only: words of digits are rule 4's.
                let key = plain ? first : kebab(&random, first: first)
                switch depth > 0 ? random.int(in: 0...4) : random.int(in: 0...2) {
                case 0: fields[key] = random.word(letters: 2...5) + "-" + random.word(letters: 2...5)
                case 1: fields[key] = random.int(in: -50...5000)
                case 2: fields[key] = random.bool()
                case 3: fields[key] = object(&random, depth: depth - 1)
                default: fields[key] = (0..<random.int(in: 1...3)).map { _ in object(&random, depth: depth - 1) }
                }
            }
            return fields
        }

        for _ in 0..<3 {
            var path: [Any] = []
            for _ in 0..<random.int(in: 1...3) {
                if random.bool() { path.append(random.int(in: 0...20)) } else {
                    let more = random.int(in: 0...2)
                    path.append(kebab(&random, more: more))
                }
            }
            // A plain last key: how a dashed one is converted is rules 3 and 5's.
            path.append(random.word(letters: 2...8))
            add(1, "a path with parents", "Only the last key of the coding path is the one converted and returned; the keys before it are never changed.",
                ["path": path])
        }

        for _ in 0..<2 {
            add(2, "a key without a dash", "A key without a dash comes back exactly as it is.", ["key": random.word(letters: 1...10)])
        }
        add(2, "a snake_case key", "A key without a dash comes back exactly as it is, underscores included.",
            ["key": random.word(letters: 2...6) + "_" + random.word(letters: 2...6)])

        for more in [1, 2, 3, random.int(in: 1...3)] {
            let key = kebab(&random, more: more)
            add(3, "a key of \(more + 1) words", "A key with dashes is split at every dash; the first word stays as it is, every later word gets an upper-case first letter, and the words are joined.",
                ["key": key])
        }

        for _ in 0..<3 {
            var parts = [random.word(letters: 2...6)]
            for _ in 0..<random.int(in: 1...3) { parts.append(random.bool() ? String(random.int(in: 0...999)) : random.word(letters: 1...6)) }
            if !parts.dropFirst().contains(where: { $0.allSatisfy(\.isNumber) }) { parts.append(String(random.int(in: 1...99))) }
            add(4, "a key with a word of digits", "A word of digits stays as it is (compared without letter case, which is rule 3's).", ["key": parts.joined(separator: "-")], compare: caseFree)
        }

        for _ in 0..<3 {
            add(5, "a nested document", "Every key of a decoded document is converted, in nested objects and in objects inside arrays, and values are never changed.",
                ["document": object(&random, depth: 2)], compare: caseFree)
        }
        add(5, "a top-level array", "Every key of a decoded document is converted, in objects inside arrays too, and values are never changed.",
            ["document": (0..<random.int(in: 1...3)).map { _ in object(&random, depth: 1) }], compare: caseFree)
        let id = random.word(letters: 2...5)
        // A flat book: its kebab keys are converted by rule 3 alone.
        add(3, "a whole book", "A kebab-case book decodes into the chapter's Book: store-link becomes storeLink, image-blob becomes imageBlob.",
            ["book": ["id": id, "name": random.word(letters: 3...9) + " " + random.word(letters: 3...9), "store-link": "https://example.com/\(id)-\(random.word(letters: 2...5))",
                      "authors": (0..<random.int(in: 1...3)).map { _ in random.word(letters: 3...8) }, "image-blob": random.element(of: ["", "AAEC", "aGVsbG8=", "iVBORw0KGgo="])] as [String: Any]])
        return cases
    }
}
