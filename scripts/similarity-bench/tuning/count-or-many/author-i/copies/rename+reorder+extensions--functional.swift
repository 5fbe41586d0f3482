extension SightingCount {
    /// Calls the closure that matches the case.
    private func match<Out>(exactly onNumber: (Int) throws -> Out, many onMany: () throws -> Out) rethrows -> Out {
        switch self {
        case .many: return try onMany()
        case .exactly(let value): return try onNumber(value)
        }
    }

    func encode(to encoder: Encoder) throws {
        var box = encoder.singleValueContainer()
        try match(exactly: { try box.encode($0) }, many: { try box.encode(Self.keyword) })
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let box = try decoder.singleValueContainer()
        self = try (try? box.decode(Int.self)).map { try Self.fromNumber($0, box) }
            ?? Self.fromWord(try box.decode(String.self), box)
    }
}

extension SightingCount {
    private static let keyword = "many"

    private static func fromWord(_ text: String, _ box: SingleValueDecodingContainer) throws -> SightingCount {
        guard text == keyword else {
            throw DecodingError.dataCorruptedError(in: box, debugDescription: "Expected \"\(keyword)\", found \"\(text)\"")
        }
        return .many
    }

    private static func fromNumber(_ value: Int, _ box: SingleValueDecodingContainer) throws -> SightingCount {
        guard value >= 0 else {
            throw DecodingError.dataCorruptedError(in: box, debugDescription: "A count cannot be negative: \(value)")
        }
        return .exactly(value)
    }
}
