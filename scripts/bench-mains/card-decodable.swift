// The least a learner runs by hand to try the answer of card-decodable: the
// answer, this file and stand-ins for the types it fills (the chapter's
// `Card` and its parts), nothing else of the chapter (scripts/baseline.sh).
import Foundation

struct Card {
    enum Rarity: String, Decodable { case common = "Common", uncommon = "Uncommon", rare = "Rare", mythicRare = "Mythic Rare", special = "Special", basicLand = "Basic Land" }
    struct Set { let id: String; let name: String }
    struct Attributes { let power: String; let toughness: String }
    struct Mana: Decodable { let symbols: String; init(from decoder: Decoder) throws { symbols = try decoder.singleValueContainer().decode(String.self) } }
    struct Rulings: Decodable {
        let texts: [String]
        init(texts: [String]) { self.texts = texts }
        init(from decoder: Decoder) throws { texts = try [[String: String]](from: decoder).compactMap { $0["text"] } }
    }
    let id: UUID; let name: String; let number: String; let manaCost: Mana; let type: String; let rarity: Rarity
    let text: String; let flavor: String?; let imageUrl: URL?; let set: Set; let attributes: Attributes?; let rulings: Rulings
}
let json = #"[{"id": "5f8287b1-5bb6-5f4c-ad17-316a40d5bb0c", "name": "Ancestor's Chosen", "number": "1", "manaCost": "{5}{W}{W}", "type": "Creature — Human Cleric", "rarity": "Uncommon", "set": "10E", "setName": "Tenth Edition", "power": "4", "toughness": "4", "rulings": [{"date": "2007-07-15", "text": "A ruling."}]}]"#
let cards = try JSONDecoder().decode([Card].self, from: Data(json.utf8))
print(cards.map { "\($0.name) \($0.set.name) \($0.attributes.map { "\($0.power)/\($0.toughness)" } ?? "-") \($0.text.isEmpty) \($0.rulings.texts.count)" })
