// expect-fail: chapter rocking horse
// Writes and reads an object with named keys, as synthesis would.
extension Dimensions: Codable {
    enum SizeKeys: String, CodingKey { case width, height, depth }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: SizeKeys.self)
        width = try container.decode(Int.self, forKey: .width)
        height = try container.decode(Int.self, forKey: .height)
        depth = try container.decode(Int.self, forKey: .depth)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SizeKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(depth, forKey: .depth)
    }
}
