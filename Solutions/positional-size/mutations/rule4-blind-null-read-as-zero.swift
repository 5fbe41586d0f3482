// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a null element is read as 0.
// breaks only rule 4 because: numbers are read as before (1), fractions, strings and arrays still throw, counts (2, 3) and non-arrays (5) unchanged, encoding unchanged (6).
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        func next() throws -> Int {
            if try container.decodeNil() { return 0 }
            return try container.decode(Int.self)
        }
        width = try next()
        height = try next()
        depth = try next()
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
