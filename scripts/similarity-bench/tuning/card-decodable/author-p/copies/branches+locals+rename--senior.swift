import Foundation

extension Card: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl, rulings
        case code = "set", setName
        case power, toughness
    }

    init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)

        id = try keyed.value(for: .id)
        name = try keyed.value(for: .name)
        number = try keyed.value(for: .number)
        manaCost = try keyed.value(for: .manaCost)
        type = try keyed.value(for: .type)
        rarity = try keyed.value(for: .rarity)
        let code: String = try keyed.value(for: .code)
        let setName: String = try keyed.value(for: .setName)
        set = Set(id: code, name: setName)

        text = try keyed.valueIfPresent(for: .text) ?? ""
        flavor = try keyed.valueIfPresent(for: .flavor)
        imageUrl = try keyed.valueIfPresent(for: .imageUrl)
        rulings = try keyed.valueIfPresent(for: .rulings) ?? Rulings(texts: [])

        let power: String? = try keyed.valueIfPresent(for: .power)
        let toughness: String? = try keyed.valueIfPresent(for: .toughness)
        if let power, let toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
    }
}

private extension KeyedDecodingContainer {
    func value<T: Decodable>(for key: Key) throws -> T {
        try decode(T.self, forKey: key)
    }

    func valueIfPresent<T: Decodable>(for key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}
