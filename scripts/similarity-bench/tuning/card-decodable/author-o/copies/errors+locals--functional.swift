import Foundation

/// Both values, or nothing: the applicative "and" for two optionals.
private func both<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    a.flatMap { a in b.map { b in (a, b) } }
}

extension Card: Decodable {
    /// Every key the flat JSON card can hold that we care about.
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Field.self)

        // Readers hand back a Result; the caller decides when to unwrap it.
        func required<T: Decodable>(_ key: Field) -> Result<T, Error> {
            Result { try json.decode(T.self, forKey: key) }
        }
        func optional<T: Decodable>(_ key: Field) -> Result<T?, Error> {
            Result { try json.decodeIfPresent(T.self, forKey: key) }
        }

        let id: UUID = try required(.id).get()
        let name: String = try required(.name).get()
        let number: String = try required(.number).get()
        let manaCost: Mana = try required(.manaCost).get()
        let type: String = try required(.type).get()
        let rarity: Rarity = try required(.rarity).get()
        let text: String? = try optional(.text).get()
        let flavor: String? = try optional(.flavor).get()
        let imageUrl: URL? = try optional(.imageUrl).get()
        let setCode: String = try required(.set).get()
        let setName: String = try required(.setName).get()
        let power: String? = try optional(.power).get()
        let toughness: String? = try optional(.toughness).get()
        let rulings: Rulings? = try optional(.rulings).get()

        self.init(
            id: id,
            name: name,
            number: number,
            manaCost: manaCost,
            type: type,
            rarity: rarity,
            text: text ?? "",
            flavor: flavor,
            imageUrl: imageUrl,
            set: Set(id: setCode, name: setName),
            attributes: both(power, toughness).map { Attributes(power: $0.0, toughness: $0.1) },
            rulings: rulings ?? Rulings(texts: [])
        )
    }
}
