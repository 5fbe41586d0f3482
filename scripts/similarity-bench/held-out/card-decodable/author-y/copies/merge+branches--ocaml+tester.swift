import Foundation

extension Card: Decodable {
    /// One case per JSON key this initializer reads.
    private enum CardKeys: String, CodingKey {
        // required keys (rule 1)
        case id, name, number, manaCost, type, rarity, set, setName
        // optional keys (rules 2, 3, 5, 6)
        case text, flavor, imageUrl, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardKeys.self)
        func field<T: Decodable>(_ key: CardKeys) throws -> T { try fields.decode(T.self, forKey: key) }
        func fieldOpt<T: Decodable>(_ key: CardKeys) throws -> T? { try fields.decodeIfPresent(T.self, forKey: key) }

        // ---- Step 1: required keys. Missing -> keyNotFound (rule 1). ----
        (id, name, number) = try (field(.id), field(.name), field(.number))
        (manaCost, type, rarity) = try (field(.manaCost), field(.type), field(.rarity))

        // ---- Step 2: the set is built from two required keys (rule 4). ----
        set = try Set(id: field(.set), name: field(.setName))

        // ---- Step 3: text. Plain `try`, so a wrong type still throws (rule 7). ----
        let textIfPresent: String? = try fieldOpt(.text)
        switch textIfPresent {
        case .some(let present):
            // Branch 3a: key present -> use it.
            text = present
        case .none:
            // Branch 3b: key missing -> empty string (rule 2).
            text = ""
        }

        // ---- Step 4: flavor and imageUrl, nil when missing (rule 3). ----
        (flavor, imageUrl) = try (fieldOpt(.flavor), fieldOpt(.imageUrl))

        // ---- Step 5: attributes only when BOTH keys are there (rule 5). ----
        let power: String? = try fieldOpt(.power)
        let toughness: String? = try fieldOpt(.toughness)
        switch (power, toughness) {
        case let (power?, toughness?):
            // Branch 5a: both present.
            attributes = Attributes(power: power, toughness: toughness)
        default:
            // Branch 5b: one or both missing.
            attributes = nil
        }

        // ---- Step 6: rulings, empty when missing (rule 6). ----
        rulings = try fieldOpt(.rulings) ?? Rulings(texts: [])
    }
}
