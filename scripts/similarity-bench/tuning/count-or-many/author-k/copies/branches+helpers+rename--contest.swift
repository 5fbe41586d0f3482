extension SightingCount: Codable {
    private static func bad(_ box: SingleValueDecodingContainer, _ why: String) -> DecodingError {
        DecodingError.dataCorruptedError(in: box, debugDescription: why)
    }

    private static func word(_ box: SingleValueDecodingContainer) throws -> SightingCount {
        let s = try box.decode(String.self)
        switch s {
        case "many": return .many
        default: throw bad(box, "not \"many\"")
        }
    }

    init(from dec: Decoder) throws {
        let box = try dec.singleValueContainer()
        guard let v = try? box.decode(Int.self) else { self = try Self.word(box); return }
        switch v {
        case 0...: self = .exactly(v)
        default: throw Self.bad(box, "negative count \(v)")
        }
    }

    func encode(to enc: Encoder) throws {
        var box = enc.singleValueContainer()
        if case .exactly(let v) = self { try box.encode(v) } else { try box.encode("many") }
    }
}
