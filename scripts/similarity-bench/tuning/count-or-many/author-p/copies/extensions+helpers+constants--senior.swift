extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let count): try container.encode(count)
        case .many: try container.encode("many")
        }
    }
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        if let count = try? container.decode(Int.self) {
            guard count >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A count cannot be negative: \(count)")
            }
            self = .exactly(count)
        } else {
            let word = try container.decode(String.self)
            guard word == "many" else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Not a count: \"\(word)\"")
            }
            self = .many
        }
    }
}
