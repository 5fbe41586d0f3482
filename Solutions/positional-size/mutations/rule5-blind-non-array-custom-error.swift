// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a value that is not an array is reported with the answer's own error type, not a DecodingError.
// breaks only rule 5 because: arrays are read exactly as before (1-4), encoding unchanged (6).
enum SizeReadingProblem: Error { case wrongCount, notAnArray }

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container: UnkeyedDecodingContainer
        do {
            container = try decoder.unkeyedContainer()
        } catch {
            throw SizeReadingProblem.notAnArray
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
