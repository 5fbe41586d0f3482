// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a string of digits such as "5" is read as that count.
// breaks only rule 4 because: "many" (2), numbers (1, 3), other values (5) and encoding (6) are unchanged; other words still throw dataCorrupted.
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
        if let number = Int(word), number >= 0 {
            self = .exactly(number)
            return
        }
        guard word == "many" else {
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
