// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the word is compared without its case, so "Many" or "MANY" decode as .many.
// breaks only rule 4 because: "many" still decodes as .many (2), other words still throw dataCorrupted, numbers (1, 3), other values (5) and encoding (6) are unchanged.
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
        guard word.lowercased() == "many" else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "A count is a number or \"many\", not \"\(word)\".")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .exactly(number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}
