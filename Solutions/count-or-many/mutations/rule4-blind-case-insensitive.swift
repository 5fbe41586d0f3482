// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): compares the word case-insensitively, so "Many" and "MANY" decode as .many
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "negative count \(number)")
            }
            self = .exactly(number)
            return
        }
        if let word = try? container.decode(String.self) {
            guard word.lowercased() == "many" else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown count \(word)")
            }
            self = .many
            return
        }
        throw DecodingError.typeMismatch(SightingCount.self, DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "a count is a number or \"many\""))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .exactly(number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}
