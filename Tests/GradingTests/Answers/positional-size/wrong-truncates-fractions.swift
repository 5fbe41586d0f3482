// expect-fail: a fraction
// Reads each element as a Double and cuts it down to an Int: 8.5 becomes 8.
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        width = Int(try container.decode(Double.self))
        height = Int(try container.decode(Double.self))
        depth = Int(try container.decode(Double.self))
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "too many numbers")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
        try container.encode(depth)
    }
}
