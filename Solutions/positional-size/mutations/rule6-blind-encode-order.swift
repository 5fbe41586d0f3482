// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): encodes width, depth, height (depth and height swapped) while decoding is right
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let w = try c.decode(Int.self)
        let h = try c.decode(Int.self)
        let d = try c.decode(Int.self)
        if !c.isAtEnd {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "too many elements")
        }
        self.init(width: w, height: h, depth: d)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(width)
        try c.encode(depth)
        try c.encode(height)
    }
}
