// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: a negative number is refused with dataCorrupted ("a size cannot be negative").
// breaks only rule 1 because: short, long, non-integer and non-array inputs still throw (2-5), encoding is unchanged (6); only valid arrays with a negative whole number, which rule 1 says to read, are refused.
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        width = try container.decode(Int.self)
        height = try container.decode(Int.self)
        depth = try container.decode(Int.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A size has exactly three numbers (width, height, depth), but this one has more.")
        }
        if width < 0 || height < 0 || depth < 0 {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a size cannot be negative")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
        try container.encode(depth)
    }
}
