// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: encoding writes an object with keys width, height and depth instead of an array.
// breaks only rule 6 because: decoding is unchanged (1-5).
enum SizeFieldKeys: String, CodingKey { case width, height, depth }

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
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SizeFieldKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(depth, forKey: .depth)
    }
}
