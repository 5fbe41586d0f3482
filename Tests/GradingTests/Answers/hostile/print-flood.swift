// exercise: mana-decoding
// expect: outputLimit
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        while true { print("all work and no play makes a dull deck") }
    }
}
