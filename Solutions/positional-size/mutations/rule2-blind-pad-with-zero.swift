// breaks: rule 2
// Written blind from rule 2's text alone (the cases unseen): a missing trailing number (array at its end) is taken as 0, so short arrays decode
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let w = c.isAtEnd ? 0 : try c.decode(Int.self)
        let h = c.isAtEnd ? 0 : try c.decode(Int.self)
        let d = c.isAtEnd ? 0 : try c.decode(Int.self)
        if !c.isAtEnd {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "too many elements")
        }
        self.init(width: w, height: h, depth: d)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(width)
        try c.encode(height)
        try c.encode(depth)
    }
}
