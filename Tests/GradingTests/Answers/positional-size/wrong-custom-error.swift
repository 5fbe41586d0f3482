// expect-fail: four numbers
// Throws an error of its own for extra elements instead of a DecodingError.
struct SizeProblem: Error {}

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        width = try container.decode(Int.self)
        height = try container.decode(Int.self)
        depth = try container.decode(Int.self)
        if !container.isAtEnd { throw SizeProblem() }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
        try container.encode(depth)
    }
}
