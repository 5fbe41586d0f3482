private func corrupt(_ c: SingleValueDecodingContainer, _ why: String) -> DecodingError {
    DecodingError.dataCorruptedError(in: c, debugDescription: why)
}

private func readCount(_ c: SingleValueDecodingContainer) throws -> SightingCount {
    if let n = try? c.decode(Int.self) {
        guard n >= 0 else { throw corrupt(c, "negative count") }
        return .exactly(n)
    }
    let word = try c.decode(String.self)
    guard word == "many" else { throw corrupt(c, "not a count") }
    return .many
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        self = try readCount(try decoder.singleValueContainer())
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .exactly(let n): try c.encode(n)
        case .many: try c.encode("many")
        }
    }
}
