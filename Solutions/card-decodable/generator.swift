import Foundation

/// Varied cards: each optional key missing in the cases of its own rule, half
/// a power and toughness pair, each required key missing in turn, and wrong
/// JSON types, always with every other key present and valid.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var made = WorkbookCases()
        // A card's value cases compare only the properties their rule fixes.
        let compared: [Int: [String]] = [2: ["$.text"], 3: ["$.flavor", "$.imageUrl"], 4: ["$.set"], 5: ["$.attributes"], 6: ["$.rulings"]]
        func add(_ name: String, _ rule: Int, _ input: [String: WorkbookJSON]) {
            made.add(rule, name, input, compare: compared[rule].map { WorkbookCompare(only: $0) })
        }

        for _ in 0..<3 {
            add("generated card", 4, card(&random))
        }
        var noText = card(&random)
        noText["text"] = nil
        add("generated card without text", 2, noText)
        var noExtras = card(&random)
        noExtras[random.element(of: ["flavor", "imageUrl"])] = nil
        if random.bool() { noExtras["flavor"] = nil; noExtras["imageUrl"] = nil }
        add("generated card without flavor or image", 3, noExtras)
        var creature = card(&random)
        creature["power"] = WorkbookJSON(body(&random))
        creature["toughness"] = WorkbookJSON(body(&random))
        add("generated creature", 5, creature)
        var half = card(&random)
        half["power"] = nil
        half["toughness"] = nil
        half[random.element(of: ["power", "toughness"])] = WorkbookJSON(body(&random))
        add("generated half a body", 5, half)
        var noRulings = card(&random)
        noRulings["rulings"] = nil
        add("generated card without rulings", 6, noRulings)
        var rulings = card(&random)
        rulings["rulings"] = WorkbookJSON((0..<random.int(in: 1...4)).map { _ in ["date": "20\(random.int(in: 10...25))-0\(random.int(in: 1...9))-1\(random.int(in: 0...9))", "text": sentence(&random)] })
        add("generated card with rulings", 6, rulings)

        let required = ["id", "name", "number", "manaCost", "type", "rarity", "set", "setName"]
        for key in random.shuffled(required).prefix(4) {
            var missing = card(&random)
            missing[key] = nil
            add("generated card without \(key)", 1, missing)
        }

        let typed = ["name", "number", "type", "setName", "text", "flavor", "imageUrl", "power", "toughness", "rulings"]
        for key in random.shuffled(typed).prefix(4) {
            var wrong = card(&random)
            // The pair is complete, so the order in which an answer reads it does not matter.
            wrong["power"] = WorkbookJSON(body(&random))
            wrong["toughness"] = WorkbookJSON(body(&random))
            wrong[key] = key == "rulings" ? WorkbookJSON(sentence(&random)) : (random.bool() ? WorkbookJSON(random.int(in: 0...99)) : WorkbookJSON(random.bool()))
            add("generated \(key) of the wrong type", 7, wrong)
        }
        return made.all
    }

    /// A valid card with every optional key present: a case removes only the
    /// keys of the rule it checks, so its other inputs stay plain.
    private static func card(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        let code = String(random.word(letters: 3...3).uppercased())
        let number = "\(random.int(in: 1...350))" + (random.int(in: 0...3) == 0 ? random.element(of: ["a", "b", "★"]) : "")
        var card: [String: WorkbookJSON] = [
            "id": WorkbookJSON(uuid(&random)),
            "name": WorkbookJSON(sentence(&random).dropLast().capitalized),
            "number": WorkbookJSON(number),
            "manaCost": WorkbookJSON((0..<random.int(in: 1...4)).map { _ in "{\(random.element(of: ["1", "2", "3", "12", "0", "X", "W", "U", "B", "R", "G", "g", "w"]))}" }.joined()),
            "cmc": WorkbookJSON(random.int(in: 0...12)),
            "type": WorkbookJSON(random.element(of: ["Instant", "Sorcery", "Artifact", "Enchantment — Aura", "Creature — Elf", "Legendary Creature — Dragon"])),
            "rarity": WorkbookJSON(random.element(of: ["Common", "Uncommon", "Rare", "Mythic Rare", "Special", "Basic Land"])),
            "set": WorkbookJSON(code),
            "setName": WorkbookJSON(sentence(&random).dropLast().capitalized),
        ]
        card["text"] = WorkbookJSON(sentence(&random))
        card["flavor"] = WorkbookJSON(sentence(&random))
        card["imageUrl"] = WorkbookJSON("https://cards.example.org/\(code.lowercased())/\(random.int(in: 1...350)).png")
        card["power"] = WorkbookJSON(body(&random))
        card["toughness"] = WorkbookJSON(body(&random))
        card["rulings"] = WorkbookJSON((0..<random.int(in: 0...2)).map { _ in ["date": "2021-06-1\(random.int(in: 0...9))", "text": sentence(&random)] })
        return card
    }

    private static func body(_ random: inout WorkbookRandom) -> String {
        random.element(of: ["0", "1", "2", "3", "4", "5", "7", "12", "*", "1+*"])
    }

    private static func sentence(_ random: inout WorkbookRandom) -> String {
        (0..<random.int(in: 2...6)).map { _ in random.word(letters: 2...8) }.joined(separator: " ") + "."
    }

    private static func uuid(_ random: inout WorkbookRandom) -> String {
        let hex = (0..<32).map { _ in String(random.int(in: 0...15), radix: 16) }.joined()
        let cuts = [8, 4, 4, 4, 12]
        var parts: [String] = []
        var rest = Substring(hex)
        for length in cuts {
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        return parts.joined(separator: "-")
    }
}
