extension SightingCount: Codable {
    private static let word = "many"

    /// Calls the closure that matches the case.
    private func fold<R>(exactly: (Int) throws -> R, many: () throws -> R) rethrows -> R {
        switch self {
        case .exactly(let n): return try exactly(n)
        case .many: return try many()
        }
    }

    private static func worded(_ s: String, _ c: SingleValueDecodingContainer) throws -> SightingCount {
        guard s == word else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "Expected \"\(word)\", found \"\(s)\"")
        }
        return .many
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        switch try? c.decode(Int.self) {
        case .some(let n) where n >= 0:
            self = .exactly(n)
        case .some(let n):
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "A count cannot be negative: \(n)")
        case .none:
            self = try Self.worded(try c.decode(String.self), c)
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try fold(exactly: { try c.encode($0) }, many: { try c.encode(Self.word) })
    }
}
