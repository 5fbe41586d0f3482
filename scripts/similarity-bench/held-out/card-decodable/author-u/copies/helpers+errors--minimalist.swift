import Foundation

extension Card: Decodable {
    private enum K: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings
    }

    private static func printing(in c: KeyedDecodingContainer<K>) throws -> Set {
        let code = try c.decode(String.self, forKey: .set)
        let title = try c.decode(String.self, forKey: .setName)
        return Set(id: code, name: title)
    }

    private static func body(in c: KeyedDecodingContainer<K>) -> Result<Attributes?, Error> {
        Result {
            let p = try c.decodeIfPresent(String.self, forKey: .power)
            let t = try c.decodeIfPresent(String.self, forKey: .toughness)
            return p.flatMap { p in t.map { Attributes(power: p, toughness: $0) } }
        }
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)
        func req<T: Decodable>(_ k: K) throws -> T { try c.decode(T.self, forKey: k) }
        func opt<T: Decodable>(_ k: K) throws -> T? { try c.decodeIfPresent(T.self, forKey: k) }
        self.init(id: try req(.id), name: try req(.name), number: try req(.number), manaCost: try req(.manaCost),
                  type: try req(.type), rarity: try req(.rarity), text: try opt(.text) ?? "",
                  flavor: try opt(.flavor), imageUrl: try opt(.imageUrl),
                  set: try Self.printing(in: c),
                  attributes: try Self.body(in: c).get(),
                  rulings: try opt(.rulings) ?? Rulings(texts: []))
    }
}
