// exercise: mana-decoding
// expect: crashed "Fatal error: no mana today"
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        fatalError("no mana today")
    }
}
