// Varied cards: each optional key missing in the cases of its own rule, half a power and toughness pair, each
// required key missing in turn, and wrong JSON types, always with every other key present and valid (or, for half a
// body of the wrong type, missing as rule 5 allows).
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // A card's value cases compare only the properties their rule fixes.
        var cases = WorkbookCases(comparing: [2: .only("$.text"), 3: .only("$.flavor", "$.imageUrl"), 4: .only("$.set"),
                                              5: .only("$.attributes"), 6: .only("$.rulings")])
        for _ in 0..<3 { cases.add(4, "generated card", card(&random)) }
        cases.add(2, "generated card without text", card(&random).removing("text"))
        var noExtras = card(&random).removing(random.element(of: ["flavor", "imageUrl"]))
        if random.bool() { noExtras = noExtras.removing("flavor", "imageUrl") }
        cases.add(3, "generated card without flavor or image", noExtras)
        cases.add(5, "generated creature", creature(&random))
        let half = card(&random).removing("power", "toughness")
        cases.add(5, "generated half a body", half.setting(random.element(of: ["power", "toughness"]), to: body(&random)))
        cases.add(6, "generated card without rulings", card(&random).removing("rulings"))
        let ruled = card(&random)
        let rulings = random.array(1...4) { random in
            ["date": "20\(random.int(in: 10...25))-0\(random.int(in: 1...9))-1\(random.int(in: 0...9))",
             "text": sentence(&random)]
        }
        cases.add(6, "generated card with rulings", ruled.setting("rulings", to: WorkbookJSON(rulings)))
        for key in random.shuffled(["id", "name", "number", "manaCost", "type", "rarity", "set", "setName"]).prefix(4) {
            cases.add(1, "generated card without \(key)", card(&random).removing(key))
        }
        let typed = ["name", "number", "type", "setName", "text", "flavor", "imageUrl", "power", "toughness", "rulings"]
        for key in random.shuffled(typed).prefix(4) {
            // The pair is complete, so the order in which an answer reads it does not matter.
            let complete = creature(&random)
            let wrong = key == "rulings" ? WorkbookJSON(sentence(&random))
                : random.bool() ? WorkbookJSON(random.int(in: 0...99)) : WorkbookJSON(random.bool())
            cases.add(7, "generated \(key) of the wrong type", complete.setting(key, to: wrong))
        }
        // Half a body whose one half has the wrong type: the other half is missing, which is valid (5), so an
        // answer that stops reading at the first missing half never sees the wrong type.
        // Each half, so that every order of reading meets one.
        for (half, other) in [("power", "toughness"), ("toughness", "power")] {
            let wrong = random.bool() ? WorkbookJSON(random.int(in: 0...99)) : WorkbookJSON(random.bool())
            cases.add(7, "generated \(half) of the wrong type, \(other) missing",
                      card(&random).removing("power", "toughness").setting(half, to: wrong))
        }
        return cases.all
    }

    /// A valid card with every optional key present: a case removes only the keys of the rule it checks, so its
    /// other inputs stay plain.
    static func card(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        let code = random.word(letters: 3...3).uppercased()
        let number = random.int(in: 1...350)
        let suffix = random.int(in: 0...3) == 0 ? random.element(of: ["a", "b", "★"]) : ""
        let symbols = ["1", "2", "3", "12", "0", "X", "W", "U", "B", "R", "G", "g", "w"]
        return [
            "id": WorkbookJSON(random.uuid()),
            "name": WorkbookJSON(sentence(&random).dropLast().capitalized),
            "number": WorkbookJSON("\(number)\(suffix)"),
            "manaCost": WorkbookJSON(random.array(1...4) { "{\($0.element(of: symbols))}" }.joined()),
            "cmc": WorkbookJSON(random.int(in: 0...12)),
            "type": WorkbookJSON(random.element(of: ["Instant", "Sorcery", "Artifact", "Enchantment — Aura",
                                                     "Creature — Elf", "Legendary Creature — Dragon"])),
            "rarity": WorkbookJSON(random.element(of: ["Common", "Uncommon", "Rare", "Mythic Rare", "Special", "Basic Land"])),
            "set": WorkbookJSON(code),
            "setName": WorkbookJSON(sentence(&random).dropLast().capitalized),
            "text": WorkbookJSON(sentence(&random)),
            "flavor": WorkbookJSON(sentence(&random)),
            "imageUrl": WorkbookJSON("https://cards.example.org/\(code.lowercased())/\(random.int(in: 1...350)).png"),
            "power": body(&random),
            "toughness": body(&random),
            "rulings": WorkbookJSON(random.array(0...2) { random in
                ["date": "2021-06-1\(random.int(in: 0...9))", "text": sentence(&random)]
            }),
        ]
    }

    /// A card with a whole body: a power and a toughness drawn after the card's own.
    static func creature(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        card(&random).setting("power", to: body(&random)).setting("toughness", to: body(&random))
    }

    /// A power or a toughness.
    static func body(_ random: inout WorkbookRandom) -> WorkbookJSON {
        WorkbookJSON(random.element(of: ["0", "1", "2", "3", "4", "5", "7", "12", "*", "1+*"]))
    }

    static func sentence(_ random: inout WorkbookRandom) -> String { random.words(2...6, letters: 2...8) + "." }
}
