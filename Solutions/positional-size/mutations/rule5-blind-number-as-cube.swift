// breaks: rule 5
// Written blind from rule 5's text alone (the cases unseen): a lone number is accepted as a cube (n × n × n) before the array is read
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let side = try? single.decode(Int.self) {
            self.init(width: side, height: side, depth: side)
            return
        }
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
        try c.encode(height)
        try c.encode(depth)
    }
}
