// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: each number is read as a Double and truncated to Int, so 2.5 is read as 2.
// breaks only rule 4 because: whole numbers are read as before (1), strings, null and arrays still throw (as Double reads refuse them), counts (2, 3) and non-arrays (5) unchanged, encoding unchanged (6).
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        width = Int(try container.decode(Double.self))
        height = Int(try container.decode(Double.self))
        depth = Int(try container.decode(Double.self))
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
