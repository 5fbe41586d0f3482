// expect-fail: order of the three numbers
// Reads the height before the width ("height × width" is how some catalogues write it).
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        height = try container.decode(Int.self)
        width = try container.decode(Int.self)
        depth = try container.decode(Int.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "too many numbers")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(height)
        try container.encode(width)
        try container.encode(depth)
    }
}
