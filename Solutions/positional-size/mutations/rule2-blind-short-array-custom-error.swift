// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a short array is detected from count and reported with the answer's own error type, not a DecodingError.
// breaks only rule 2 because: three-number arrays decode as before (1), long arrays still throw dataCorrupted (3), bad elements and non-arrays throw DecodingErrors (4, 5), encoding unchanged (6).
enum SizeReadingProblem: Error { case wrongCount, notAnArray }

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        if let count = container.count, count < 3 {
            throw SizeReadingProblem.wrongCount
        }
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
