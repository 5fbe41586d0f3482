// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the word is compared with a misspelled "mnay", so "many" throws dataCorrupted like any other word.
// breaks only rule 2 because: every other string still throws dataCorrupted (4), numbers (1, 3), other values (5) and encoding (6) are unchanged.
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
        guard word == "mnay" else {
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
