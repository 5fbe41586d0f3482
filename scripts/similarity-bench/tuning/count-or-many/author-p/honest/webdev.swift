import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // kinda like `typeof value === "number"` first...
        if let n = try? container.decode(Int.self) {
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "count can't be negative (got \(n))")
            }
            self = .exactly(n)
            return
        }

        // ...then `typeof value === "string"`. A non-string throws here (typeMismatch), which is fine
        let text = try container.decode(String.self)
        if text == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"many\", got \"\(text)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let n):
            try container.encode(n)
        case .many:
            try container.encode("many")
        }
    }
}
