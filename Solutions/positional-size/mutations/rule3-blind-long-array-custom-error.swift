// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: an array with more than three elements throws the answer's own error, not a DecodingError.
// breaks only rule 3 because: three-number arrays decode as before (1), short arrays, bad elements and non-arrays still throw DecodingErrors (2, 4, 5), encoding unchanged (6).
enum SizeReadingProblem: Error { case wrongCount, notAnArray }

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        width = try container.decode(Int.self)
        height = try container.decode(Int.self)
        depth = try container.decode(Int.self)
        guard container.isAtEnd else {
            throw SizeReadingProblem.wrongCount
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
        try container.encode(depth)
    }
}
