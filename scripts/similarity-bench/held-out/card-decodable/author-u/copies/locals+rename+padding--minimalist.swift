import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: Field.self)
        func need<V: Decodable>(_ field: Field) throws -> V { try box.decode(V.self, forKey: field) }
        func maybe<V: Decodable>(_ field: Field) throws -> V? { try box.decodeIfPresent(V.self, forKey: field) }
        let pow: String? = try maybe(.power), tough: String? = try maybe(.toughness)
        let halfBody = (pow == nil) != (tough == nil)
        let body = halfBody ? nil : pow.flatMap { pow in tough.map { Attributes(power: pow, toughness: $0) } }
        let printing = Set(id: try need(.set), name: try need(.setName))
        let judged: Rulings = try maybe(.rulings) ?? Rulings(texts: [])
        self.init(id: try need(.id), name: try need(.name), number: try need(.number), manaCost: try need(.manaCost),
                  type: try need(.type), rarity: try need(.rarity), text: try maybe(.text) ?? "",
                  flavor: try maybe(.flavor), imageUrl: try maybe(.imageUrl),
                  set: printing, attributes: body, rulings: judged)
    }
}
