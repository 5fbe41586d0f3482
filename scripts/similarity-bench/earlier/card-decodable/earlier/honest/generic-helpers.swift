import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        func need<T: Decodable>(_ key: CodingKeys) throws -> T { try keyed.decode(T.self, forKey: key) }
        func maybe<T: Decodable>(_ key: CodingKeys) throws -> T? { try keyed.decodeIfPresent(T.self, forKey: key) }

        id = try need(.id)
        name = try need(.name)
        number = try need(.number)
        manaCost = try need(.manaCost)
        type = try need(.type)
        rarity = try need(.rarity)
        set = Set(id: try need(.set), name: try need(.setName))
        text = try maybe(.text) ?? ""
        flavor = try maybe(.flavor)
        imageUrl = try maybe(.imageUrl)
        rulings = try maybe(.rulings) ?? Rulings(texts: [])
        let body: (power: String?, toughness: String?) = (try maybe(.power), try maybe(.toughness))
        attributes = body.power.flatMap { power in body.toughness.map { Attributes(power: power, toughness: $0) } }
    }
}
