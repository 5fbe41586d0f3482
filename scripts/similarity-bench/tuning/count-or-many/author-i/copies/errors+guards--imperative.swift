extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        if let number = try? container.decode(Int.self) {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "negative count \(number)")
            }
            self = .exactly(number)
            return
        }

        let text = try container.decode(String.self)
        guard text == "many" else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown count word \(text)")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode("many")
        }
    }
}
