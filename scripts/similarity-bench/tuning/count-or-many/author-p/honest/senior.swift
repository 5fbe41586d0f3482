extension SightingCount: Codable {
    private static let manyToken = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        if let count = try? container.decode(Int.self) {
            guard count >= 0 else { throw container.corrupted("A count cannot be negative: \(count)") }
            self = .exactly(count)
        } else {
            let word = try container.decode(String.self)
            guard word == Self.manyToken else { throw container.corrupted("Not a count: \"\(word)\"") }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let count): try container.encode(count)
        case .many: try container.encode(Self.manyToken)
        }
    }
}

private extension SingleValueDecodingContainer {
    func corrupted(_ description: String) -> DecodingError {
        .dataCorruptedError(in: self, debugDescription: description)
    }
}
