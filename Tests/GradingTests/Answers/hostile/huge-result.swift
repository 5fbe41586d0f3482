// exercise: mana-decoding
// expect: outputLimit "the values your answer returned came to more than"
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        // Prints nothing: the result itself is megabytes long.
        colors = Array(repeating: Color(symbol: "W")!, count: 400_000)
    }
}
