import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let box = try decoder.singleValueContainer()
        do {
            let decoded = try box.decode(Int.self)
            let isNegative = decoded < 0
            if isNegative {
                let reason = "negative count \(decoded)"
                throw DecodingError.dataCorruptedError(in: box, debugDescription: reason)
            }
            self = .exactly(decoded)
        } catch DecodingError.typeMismatch {
            let word = try box.decode(String.self)
            let expected = "many"
            if word != expected {
                let reason = "unknown count \"\(word)\""
                throw DecodingError.dataCorruptedError(in: box, debugDescription: reason)
            }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        var box = encoder.singleValueContainer()
        if case let .exactly(amount) = self {
            try box.encode(amount)
        } else {
            try box.encode("many")
        }
    }
}
