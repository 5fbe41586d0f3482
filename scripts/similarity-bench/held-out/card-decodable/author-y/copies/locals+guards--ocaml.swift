import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        func field<T: Decodable>(_ key: Field) throws -> T { try fields.decode(T.self, forKey: key) }
        func fieldOpt<T: Decodable>(_ key: Field) throws -> T? { try fields.decodeIfPresent(T.self, forKey: key) }
        func body() throws -> Attributes? {
            let (maybePower, maybeToughness): (String?, String?) = try (fieldOpt(.power), fieldOpt(.toughness))
            guard let power = maybePower, let toughness = maybeToughness else { return nil }
            return Attributes(power: power, toughness: toughness)
        }

        (id, name, number) = try (field(.id), field(.name), field(.number))
        (manaCost, type, rarity) = try (field(.manaCost), field(.type), field(.rarity))
        let setId: String = try field(.set)
        let setName: String = try field(.setName)
        set = Set(id: setId, name: setName)
        let maybeText: String? = try fieldOpt(.text)
        (text, flavor, imageUrl) = try (maybeText ?? "", fieldOpt(.flavor), fieldOpt(.imageUrl))
        attributes = try body()
        let maybeRulings: Rulings? = try fieldOpt(.rulings)
        rulings = maybeRulings ?? Rulings(texts: [])
    }
}
