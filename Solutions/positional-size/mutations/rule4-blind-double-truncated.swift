// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): reads each element as a Double and truncates it to Int, so fractions such as 12.5 are accepted
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        let w = Int(try c.decode(Double.self))
        let h = Int(try c.decode(Double.self))
        let d = Int(try c.decode(Double.self))
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
