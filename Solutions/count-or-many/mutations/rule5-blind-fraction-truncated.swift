// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a fraction is read as a Double and truncated, so 2.5 decodes as .exactly(2).
// breaks only rule 5 because: whole numbers (1, 3), strings (2, 4) and encoding (6) are unchanged; true, null, arrays and objects still throw.
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
        if let fraction = try? container.decode(Double.self), fraction >= 0 {
            self = .exactly(Int(fraction))
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
        case let .exactly(number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}
