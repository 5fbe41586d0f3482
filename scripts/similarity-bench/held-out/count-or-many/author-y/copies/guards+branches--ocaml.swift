extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let corrupt = { (why: String) in DecodingError.dataCorruptedError(in: value, debugDescription: why) }

        if let n = try? value.decode(Int.self) {
            guard n >= 0 else { throw corrupt("negative count \(n)") }
            self = .exactly(n)
        } else {
            let other = try value.decode(String.self)
            guard other == "many" else { throw corrupt("not a count: \"\(other)\"") }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        if case let .exactly(n) = self {
            try value.encode(n)
        } else {
            try value.encode("many")
        }
    }
}
