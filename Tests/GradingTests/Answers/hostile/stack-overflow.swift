// exercise: mana-decoding
// expect: crashed
private func descend(_ depth: Int) -> Int { descend(depth + 1) + 1 }

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        _ = descend(0)
        self.init(colors: [])
    }
}
