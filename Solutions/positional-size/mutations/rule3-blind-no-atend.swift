// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): reads three numbers and never checks isAtEnd, so extra elements are ignored
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let w = try c.decode(Int.self)
        let h = try c.decode(Int.self)
        let d = try c.decode(Int.self)
        self.init(width: w, height: h, depth: d)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(width)
        try c.encode(height)
        try c.encode(depth)
    }
}
