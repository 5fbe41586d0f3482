extension SightingCount: Codable {
    private static let lotsToken = "many"

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()

        let amount: Int?
        do {
            amount = try single.decode(Int.self)
        } catch {
            amount = nil
        }

        if let amount {
            guard amount >= 0 else { throw single.invalid("A count cannot be negative: \(amount)") }
            self = .exactly(amount)
        } else {
            let text = try single.decode(String.self)
            guard text == Self.lotsToken else { throw single.invalid("Not a count: \"\(text)\"") }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        if case .exactly(let amount) = self {
            try single.encode(amount)
        } else {
            try single.encode(Self.lotsToken)
        }
    }
}

private extension SingleValueDecodingContainer {
    func invalid(_ description: String) -> DecodingError {
        .dataCorruptedError(in: self, debugDescription: description)
    }
}
