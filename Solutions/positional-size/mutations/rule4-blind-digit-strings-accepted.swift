// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: an element that is a string of digits ("12") is accepted and converted.
// breaks only rule 4 because: numbers are read as before (1), fractions, null, arrays and other strings still throw DecodingErrors, counts (2, 3) and non-arrays (5) unchanged, encoding unchanged (6).
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        func next() throws -> Int {
            if let number = try? container.decode(Int.self) { return number }
            let text = try container.decode(String.self)
            guard let number = Int(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a whole number")
            }
            return number
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
