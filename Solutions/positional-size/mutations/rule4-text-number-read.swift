// breaks: rule 4
// The reference answer, but a number written as text is read too
// (rule 4: an element that is not a whole number throws).
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        func number() throws -> Int {
            if let text = try? container.decode(String.self), let value = Int(text) { return value }
            return try container.decode(Int.self)
        }
        width = try number()
        height = try number()
        depth = try number()
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
