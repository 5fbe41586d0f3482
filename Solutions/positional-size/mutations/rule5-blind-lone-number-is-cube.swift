// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a single JSON number n is accepted as a cube n x n x n.
// breaks only rule 5 because: arrays are read exactly as before (1-4), objects and strings still throw, encoding unchanged (6).
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        if let side = try? decoder.singleValueContainer().decode(Int.self) {
            width = side
            height = side
            depth = side
            return
        }
        var container = try decoder.unkeyedContainer()
        width = try container.decode(Int.self)
        height = try container.decode(Int.self)
        depth = try container.decode(Int.self)
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
