extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let amount = try? single.decode(Int.self) {
            if amount < 0 {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "Counts are never negative (saw \(amount))")
            } else {
                self = .exactly(amount)
            }
        } else {
            let text = try single.decode(String.self)
            if text == "many" {
                self = .many
            } else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "Wanted an integer or \"many\" but found \"\(text)\"")
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .exactly(let amount):
            try single.encode(amount)
        case .many:
            try single.encode("many")
        }
    }
}
