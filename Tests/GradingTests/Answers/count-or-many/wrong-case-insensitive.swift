// expect-fail: Many with a capital
// Accepts "Many" and "MANY" too, lower-casing the word first.
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self), number >= 0 {
            self = .exactly(number)
        } else if let word = try? container.decode(String.self), word.lowercased() == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a count")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .exactly(number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}
