// expect-fail: four numbers
// Reads three numbers and never checks what is left, like BinSpot.
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        width = try container.decode(Int.self)
        height = try container.decode(Int.self)
        depth = try container.decode(Int.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
        try container.encode(depth)
    }
}
