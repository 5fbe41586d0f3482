import Foundation

// Varied inputs for `kebab-encoding`, one group per rule (the harness's
// input forms: "key", "path", "document", "book"). The grader runs the
// reference answer on the same inputs for the expected results.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases()
        // Cases of rules 4 and 5 write keys whose letter case is rule 3's:
        // they compare without it.
        let caseFree = WorkbookCompare(ignoreCase: true)
        /// A camelCase name: a lower-case first word and `more` capitalized
        /// words (1...3 when nil) of `letters` letters, some with digits after
        /// them when `digits`. Plain names (for a case of rule 1 or 5) have
        /// words of two letters or more and no digits: runs of capitals and
        /// digits are the cases of rules 3 and 4.
        func camel(_ random: inout WorkbookRandom, more: Int? = nil, digits: Bool = false, letters: ClosedRange<Int> = 1...6) -> String {
            var name = random.word(letters: 1...7)
            let count = more ?? random.int(in: 1...3)
            for _ in 0..<count {
                if digits && random.bool() { name += String(random.int(in: 0...99)) }
                let word = random.word(letters: letters)
                name += word.prefix(1).uppercased() + word.dropFirst()
            }
            return name
        }
        func object(_ random: inout WorkbookRandom, depth: Int) -> [String: WorkbookJSON] {
            var fields: [String: WorkbookJSON] = [:]
            for _ in 0..<random.int(in: 1...4) {
                let plain = random.int(in: 0...3) == 0
                let key = plain ? random.word(letters: 2...8) : camel(&random, letters: 2...6)
                switch depth > 0 ? random.int(in: 0...4) : random.int(in: 0...2) {
                case 0: fields[key] = WorkbookJSON(random.word(letters: 2...5).uppercased() + random.word(letters: 2...5))
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
                if random.bool() { path.append(WorkbookJSON(random.int(in: 0...20))) } else { path.append(WorkbookJSON(camel(&random, letters: 2...6))) }
            }
            // A plain last key of three letters or more: how a camelCase one is
            // written is rules 3 and 5's, a short one's rule 2's.
            path.append(WorkbookJSON(random.word(letters: 3...8)))
            cases.add(1, "a path with parents", ["path": path])
        }

        for _ in 0..<2 {
            let word = random.word(letters: 1...10)
            let key = random.bool() ? word : word + String(random.int(in: 0...999))
            cases.add(2, "a key without capitals", ["key": random.bool() ? key : "_" + key.replacingOccurrences(of: "e", with: "_e")])
        }

        for more in [1, 2, 3, random.int(in: 1...3)] {
            let key = camel(&random, more: more)
            cases.add(3, "a key of \(more + 1) words", ["key": key])
        }

        for _ in 0..<3 {
            var key = random.word(letters: 2...6) + String(random.int(in: 0...999))
            let word = random.word(letters: 1...6)
            key += word.prefix(1).uppercased() + word.dropFirst()
            if random.bool() { key += String(random.int(in: 0...99)) }
            cases.add(4, "a key with digits", ["key": key], compare: caseFree)
        }

        // Rule 5's values are nested, so their keys have longer paths: a flat
        // value's keys are written by rule 3 alone.
        for _ in 0..<3 {
            cases.add(5, "a nested value", ["document": [camel(&random, letters: 2...6): WorkbookJSON(object(&random, depth: 1))]], compare: caseFree)
        }
        cases.add(5, "an array of objects", ["document": (0..<random.int(in: 1...3)).map { _ in object(&random, depth: 1) }], compare: caseFree)
        let id = random.word(letters: 2...5)
        let book: [String: WorkbookJSON] = [
            "id": WorkbookJSON(id), "name": WorkbookJSON(random.word(letters: 3...9).capitalized + " " + random.word(letters: 3...9)),
            "storeLink": WorkbookJSON("https://example.com/\(id)"),
            "authors": WorkbookJSON((0..<random.int(in: 1...3)).map { _ in random.word(letters: 3...8).capitalized }),
            "imageBlob": WorkbookJSON(random.element(of: ["", "AAEC", "aGVsbG8=", "iVBORw0KGgo="])),
        ]
        // Rule 3 compares the keys it converts; the book's others are rule 2's.
        cases.add(3, "a whole book", ["book": book], compare: .only("$.store-link", "$.image-blob"))
        return cases.all
    }
}
