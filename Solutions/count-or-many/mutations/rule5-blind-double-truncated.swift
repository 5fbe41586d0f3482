// breaks: rule 5
// Written blind from rule 5's text alone (the cases unseen): reads numbers as Double and truncates, so a fraction like 2.5 decodes as exactly(2)
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "negative count \(number)")
            }
            self = .exactly(Int(number))
            return
        }
        if let word = try? container.decode(String.self) {
            guard word == "many" else {
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
