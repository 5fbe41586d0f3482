// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a number missing at the end of a short array is taken as 0.
// breaks only rule 2 because: three-number arrays decode as before (1), extra elements (3), bad elements (4) and non-arrays (5) still throw, encoding unchanged (6).
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        width = container.isAtEnd ? 0 : try container.decode(Int.self)
        height = container.isAtEnd ? 0 : try container.decode(Int.self)
        depth = container.isAtEnd ? 0 : try container.decode(Int.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A size has exactly three numbers (width, height, depth), but this one has more.")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
        try container.encode(depth)
    }
}
