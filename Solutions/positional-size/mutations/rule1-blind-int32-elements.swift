// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the numbers are read as Int32, so a whole number beyond 2^31 throws instead of being read.
// breaks only rule 1 because: short, long, non-integer and non-array inputs still throw DecodingErrors (2-5), encoding is unchanged (6).
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        width = Int(try container.decode(Int32.self))
        height = Int(try container.decode(Int32.self))
        depth = Int(try container.decode(Int32.self))
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
