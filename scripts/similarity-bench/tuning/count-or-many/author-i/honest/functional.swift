extension SightingCount: Codable {
    private static let word = "many"

    /// Calls the closure that matches the case.
    private func fold<R>(exactly: (Int) throws -> R, many: () throws -> R) rethrows -> R {
        switch self {
        case .exactly(let n): return try exactly(n)
        case .many: return try many()
        }
    }

    private static func counted(_ n: Int, _ c: SingleValueDecodingContainer) throws -> SightingCount {
        guard n >= 0 else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "A count cannot be negative: \(n)")
        }
        return .exactly(n)
    }

    private static func worded(_ s: String, _ c: SingleValueDecodingContainer) throws -> SightingCount {
        guard s == word else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "Expected \"\(word)\", found \"\(s)\"")
        }
        return .many
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        self = try (try? c.decode(Int.self)).map { try Self.counted($0, c) }
            ?? Self.worded(try c.decode(String.self), c)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try fold(exactly: { try c.encode($0) }, many: { try c.encode(Self.word) })
    }
}
