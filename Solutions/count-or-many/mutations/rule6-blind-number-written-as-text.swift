// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: .exactly(n) is encoded as the string of its digits instead of a JSON number.
// breaks only rule 6 because: decoding is unchanged (1-5) and .many is still the string many.
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "A count is never negative, but this one is \(number).")
            }
            self = .exactly(number)
            return
        }
        let word = try container.decode(String.self)
        guard word == "many" else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "A count is a number or \"many\", not \"\(word)\".")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .exactly(number): try container.encode(String(number))
        case .many: try container.encode("many")
        }
    }
}
