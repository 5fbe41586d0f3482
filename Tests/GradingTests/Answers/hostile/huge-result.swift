// exercise: mana-decoding
// expect: outputLimit "the results your answer handed back"
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        // Prints nothing: the result itself is megabytes long.
        colors = Array(repeating: Color(symbol: "W")!, count: 400_000)
    }
}
