// expect-pass
// Tries the word first, then the number, with a switch for encoding.
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let text = try? single.decode(String.self) {
            if text != "many" {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "unknown count \(text)")
            }
            self = .many
        } else {
            let value = try single.decode(Int.self)
            if value < 0 {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "negative count")
            }
            self = .exactly(value)
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        if case let .exactly(value) = self {
            try single.encode(value)
        } else {
            try single.encode("many")
        }
    }
}
