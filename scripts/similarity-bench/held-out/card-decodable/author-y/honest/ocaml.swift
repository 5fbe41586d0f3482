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

        (id, name, number) = try (field(.id), field(.name), field(.number))
        (manaCost, type, rarity) = try (field(.manaCost), field(.type), field(.rarity))
        set = try Set(id: field(.set), name: field(.setName))
        (text, flavor, imageUrl) = try (fieldOpt(.text) ?? "", fieldOpt(.flavor), fieldOpt(.imageUrl))
        attributes = switch try (fieldOpt(.power) as String?, fieldOpt(.toughness) as String?) {
        case let (power?, toughness?): Attributes(power: power, toughness: toughness)
        case (_, _): nil
        }
        rulings = try fieldOpt(.rulings) ?? Rulings(texts: [])
    }
}
