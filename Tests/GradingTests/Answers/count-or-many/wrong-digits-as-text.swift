// expect-fail: digits as text
// Reads a number written as a string, "5", as a count of five.
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard number >= 0 else { throw DecodingError.dataCorruptedError(in: container, debugDescription: "negative") }
            self = .exactly(number)
            return
        }
        let word = try container.decode(String.self)
        if word == "many" {
            self = .many
        } else if let number = Int(word), number >= 0 {
            self = .exactly(number)
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
