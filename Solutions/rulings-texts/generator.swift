import Foundation

/// Varied rulings arrays: texts made of random words, dates, extra keys of
/// every JSON type, rulings without text, and values of the wrong shape.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var made = WorkbookCases()
        // The order of the texts is rule 3's: rules 4 and 5 compare them in any order.
        let anyOrder = WorkbookCompare.unordered("$")
        for _ in 0..<4 {
            let rulings = (0..<random.int(in: 0...5)).map { _ in ruling(&random, text: true, extras: false) }
            made.add(3, "generated rulings", rulings)
        }
        for _ in 0..<3 {
            var rulings = (0..<random.int(in: 1...4)).map { _ in ruling(&random, text: true, extras: false) }
            for _ in 0..<random.int(in: 1...2) {
                rulings.insert(ruling(&random, text: false, extras: false), at: random.int(in: 0...rulings.count))
            }
            made.add(4, "generated rulings without text", rulings, compare: anyOrder)
        }
        for _ in 0..<4 {
            let rulings = (0..<random.int(in: 1...4)).map { _ in ruling(&random, text: true, extras: true) }
            made.add(5, "generated rulings with other keys", rulings, compare: anyOrder)
        }
        let notArray = random.bool() ? WorkbookJSON(ruling(&random, text: true, extras: false)) : WorkbookJSON(sentence(&random))
        made.add(1, "generated value that is not an array", notArray)
        var withStray = (0..<random.int(in: 1...3)).map { _ in WorkbookJSON(ruling(&random, text: true, extras: false)) }
        let stray = random.bool() ? WorkbookJSON(sentence(&random)) : WorkbookJSON(random.int(in: 1...99))
        withStray.insert(stray, at: random.int(in: 0...withStray.count))
        made.add(2, "generated element that is not an object", withStray)
        var badText = (0..<random.int(in: 0...2)).map { _ in ruling(&random, text: true, extras: false) }
        var bad = ruling(&random, text: false, extras: false)
        bad["text"] = random.bool() ? WorkbookJSON(random.int(in: 0...500)) : [WorkbookJSON(sentence(&random))]
        badText.insert(bad, at: random.int(in: 0...badText.count))
        made.add(6, "generated text that is not a string", badText)
        return made.all
    }

    private static func sentence(_ random: inout WorkbookRandom) -> String {
        let words = (0..<random.int(in: 2...8)).map { _ in random.word(letters: 1...9) }
        let joined = words.joined(separator: " ")
        return joined.prefix(1).uppercased() + joined.dropFirst() + "."
    }

    private static func ruling(_ random: inout WorkbookRandom, text: Bool, extras: Bool) -> [String: WorkbookJSON] {
        var ruling: [String: WorkbookJSON] = [:]
        if random.int(in: 0...4) > 0 {
            ruling["date"] = WorkbookJSON(String(format: "%04d-%02d-%02d", random.int(in: 1993...2025), random.int(in: 1...12), random.int(in: 1...28)))
        }
        if text { ruling["text"] = WorkbookJSON(sentence(&random)) }
        if extras {
            let values: [WorkbookJSON] = [WorkbookJSON(random.int(in: 0...999)), WorkbookJSON(random.bool()), ["site": WorkbookJSON(random.word(letters: 3...8))],
                                          [WorkbookJSON(random.word(letters: 2...6))], WorkbookJSON(Double(random.int(in: 0...99)) / 4)]
            ruling[random.element(of: ["votes", "official", "source", "tags", "weight", "id"])] = random.element(of: values)
        }
        return ruling
    }
}
