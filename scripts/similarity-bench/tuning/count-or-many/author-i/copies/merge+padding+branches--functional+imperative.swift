extension SightingCount: Codable {
    private static let word = "many"

    /// Calls the closure that matches the case.
    private func fold<R>(exactly: (Int) throws -> R, many: () throws -> R) rethrows -> R {
        switch self {
        case .exactly(let n): return try exactly(n)
        case .many: return try many()
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        var number = 0
        var isNumber = false
        do {
            number = try container.decode(Int.self)
            isNumber = true
        } catch {
            isNumber = false
        }

        switch (isNumber, number < 0) {
        case (true, true):
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "negative count \(number)")
        case (true, false):
            self = .exactly(number)
            return
        case (false, _):
            break
        }

        let text = try container.decode(String.self)
        var seen: [String] = []
        seen.append(text)
        switch text {
        case Self.word:
            self = .many
        default:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown count word \(text) (seen \(seen.count))")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try fold(exactly: { try c.encode($0) }, many: { try c.encode(Self.word) })
    }
}
