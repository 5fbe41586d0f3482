// exercise: mana-decoding
// expect: timedOut
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        var spins = 0
        while true { spins &+= 1 }
    }
}
