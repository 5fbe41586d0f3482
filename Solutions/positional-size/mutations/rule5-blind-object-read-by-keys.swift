// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: an object is read through the keys width, height and depth instead of being refused.
// breaks only rule 5 because: arrays are read exactly as before (1-4); an object without those keys, a number or a string still throws a DecodingError; encoding unchanged (6).
enum SizeFieldKeys: String, CodingKey { case width, height, depth }

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: SizeFieldKeys.self) {
            width = try object.decode(Int.self, forKey: .width)
            height = try object.decode(Int.self, forKey: .height)
            depth = try object.decode(Int.self, forKey: .depth)
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
