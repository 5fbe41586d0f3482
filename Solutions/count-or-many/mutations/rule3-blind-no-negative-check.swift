// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): any Int is accepted, negative numbers included
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .exactly(number)
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
