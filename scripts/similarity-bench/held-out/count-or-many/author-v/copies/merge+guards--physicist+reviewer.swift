import Foundation

extension SightingCount {
    /// The only word the app writes instead of a number.
    fileprivate static let manyWord = "many"
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        // first try a whole number
        let n = try? c.decode(Int.self)
        if n != nil {
            guard n! >= 0 else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "count is negative: \(n!)")
            }
            self = .exactly(n!)
            return
        }

        // not a number, must be the word "many" (exactly, lower case)
        // fraction/bool/null/array/object fail here with typeMismatch
        let s = try c.decode(String.self)
        guard s == SightingCount.manyWord else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "count text is not \"many\": \"" + s + "\"")
        }
        self = .many
    }

    /// Encodes the count as a bare value: the number, or the word `"many"`.
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(SightingCount.manyWord)
        }
    }
}
