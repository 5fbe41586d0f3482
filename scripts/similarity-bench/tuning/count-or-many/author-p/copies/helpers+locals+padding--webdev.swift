import Foundation

extension SightingCount: Codable {
    // number branch: has to be >= 0
    private static func fromNumber(_ n: Int, _ container: SingleValueDecodingContainer) throws -> SightingCount {
        var problems: [String] = []
        if n < 0 {
            problems.append("count can't be negative (got \(n))")
        }
        if !problems.isEmpty {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: problems.joined(separator: "; "))
        }
        return .exactly(n)
    }

    // string branch: only the exact word "many" is ok
    private static func fromText(_ text: String, _ container: SingleValueDecodingContainer) throws -> SightingCount {
        let isMany = text == "many"
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if isMany && trimmed == text {
            return .many
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"many\", got \"\(text)\"")
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // kinda like `typeof value === "number"` first...
        if let n = try? container.decode(Int.self) {
            self = try SightingCount.fromNumber(n, container)
            return
        }

        // ...then `typeof value === "string"`. A non-string throws here (typeMismatch), which is fine
        self = try SightingCount.fromText(try container.decode(String.self), container)
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
