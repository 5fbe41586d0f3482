import Foundation

/// Varied rulings arrays: texts made of random words, dates, extra keys of
/// every JSON type, rulings without text, and values of the wrong shape.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var made: [WorkbookGeneratedCase] = []
        func add(_ name: String, _ rule: Int, _ explain: String, _ input: Any, compare: [String: Any]? = nil) {
            made.append(WorkbookGeneratedCase(name: "\(name) #\(made.count + 1)", rule: rule, explain: explain, input: input, compare: compare))
        }
        // The order of the texts is rule 3's: rules 4 and 5 compare them in any order.
        let anyOrder: [String: Any] = ["unordered": ["$"]]
        for _ in 0..<4 {
            let rulings = (0..<random.int(in: 0...5)).map { _ in ruling(&random, text: true, extras: false) }
            add("generated rulings", 3, "texts holds the string under each ruling's \"text\" key, in the order of the array.", rulings)
        }
        for _ in 0..<3 {
            var rulings = (0..<random.int(in: 1...4)).map { _ in ruling(&random, text: true, extras: false) }
            for _ in 0..<random.int(in: 1...2) {
                rulings.insert(ruling(&random, text: false, extras: false), at: random.int(in: 0...rulings.count))
            }
            add("generated rulings without text", 4, "A ruling without a \"text\" key adds nothing to texts and is not an error.", rulings, compare: anyOrder)
        }
        for _ in 0..<4 {
            let rulings = (0..<random.int(in: 1...4)).map { _ in ruling(&random, text: true, extras: true) }
            add("generated rulings with other keys", 5, "A ruling's other keys are ignored, whatever their JSON type.", rulings, compare: anyOrder)
        }
        let notArray: Any = random.bool() ? ruling(&random, text: true, extras: false) : sentence(&random)
        add("generated value that is not an array", 1, "The value is a JSON array; any other JSON value throws DecodingError.typeMismatch.", notArray)
        var withStray: [Any] = (0..<random.int(in: 1...3)).map { _ in ruling(&random, text: true, extras: false) }
        let stray: Any = random.bool() ? sentence(&random) : random.int(in: 1...99)
        withStray.insert(stray, at: random.int(in: 0...withStray.count))
        add("generated element that is not an object", 2, "Each element of the array is a ruling, a JSON object; anything else throws DecodingError.typeMismatch.", withStray)
        var badText = (0..<random.int(in: 0...2)).map { _ in ruling(&random, text: true, extras: false) }
        var bad = ruling(&random, text: false, extras: false)
        bad["text"] = random.bool() ? random.int(in: 0...500) : [sentence(&random)]
        badText.insert(bad, at: random.int(in: 0...badText.count))
        add("generated text that is not a string", 6, "A \"text\" that is present but not a string throws DecodingError.typeMismatch.", badText)
        return made
    }

    private static func sentence(_ random: inout WorkbookRandom) -> String {
        let words = (0..<random.int(in: 2...8)).map { _ in random.word(letters: 1...9) }
        let joined = words.joined(separator: " ")
        return joined.prefix(1).uppercased() + joined.dropFirst() + "."
    }

    private static func ruling(_ random: inout WorkbookRandom, text: Bool, extras: Bool) -> [String: Any] {
        var ruling: [String: Any] = [:]
        if random.int(in: 0...4) > 0 {
            ruling["date"] = String(format: "%04d-%02d-%02d", random.int(in: 1993...2025), random.int(in: 1...12), random.int(in: 1...28))
        }
        if text { ruling["text"] = sentence(&random) }
        if extras {
            let values: [Any] = [random.int(in: 0...999), random.bool(), ["site": random.word(letters: 3...8)], [random.word(letters: 2...6)], Double(random.int(in: 0...99)) / 4]
            ruling[random.element(of: ["votes", "official", "source", "tags", "weight", "id"])] = random.element(of: values)
        }
        return ruling
    }
}
