import Foundation

private let manyWord = "many"
private let lowestCount = 0

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            try container.encode(manyWord)
        case .exactly(let n):
            try container.encode(n)
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // kinda like `typeof value === "number"` first...
        if let n = try? container.decode(Int.self) {
            guard n >= lowestCount else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "count can't be negative (got \(n))")
            }
            self = .exactly(n)
            return
        }

        // ...then `typeof value === "string"`. A non-string throws here (typeMismatch), which is fine
        let text = try container.decode(String.self)
        guard text == manyWord else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"\(manyWord)\", got \"\(text)\"")
        }
        self = .many
    }
}
