// expect-pass
// Catches the number's typeMismatch explicitly before trying the word.
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number: Int
        do {
            number = try container.decode(Int.self)
        } catch DecodingError.typeMismatch {
            guard try container.decode(String.self) == "many" else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "only \"many\" is a word count")
            }
            self = .many
            return
        }
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a count is zero or more")
        }
        self = .exactly(number)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}
