import Foundation

extension Card: Decodable {
    private enum K: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)
        func req<T: Decodable>(_ k: K) throws -> T { try c.decode(T.self, forKey: k) }
        func opt<T: Decodable>(_ k: K) throws -> T? { try c.decodeIfPresent(T.self, forKey: k) }
        let p: String? = try opt(.power), t: String? = try opt(.toughness)
        self.init(id: try req(.id), name: try req(.name), number: try req(.number), manaCost: try req(.manaCost),
                  type: try req(.type), rarity: try req(.rarity), text: try opt(.text) ?? "",
                  flavor: try opt(.flavor), imageUrl: try opt(.imageUrl),
                  set: Set(id: try req(.set), name: try req(.setName)),
                  attributes: p.flatMap { p in t.map { Attributes(power: p, toughness: $0) } },
                  rulings: try opt(.rulings) ?? Rulings(texts: []))
    }
}
