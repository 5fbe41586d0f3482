import Foundation

extension SightingCount: Codable {
    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let path = container.codingPath.map(\.stringValue).joined(separator: "/")

        if let number = try? container.decode(Int.self) {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count cannot be negative, got \(number) at \(path.isEmpty ? "/" : path)")
            }
            self = .exactly(number)
            return
        }

        let word = try container.decode(String.self)
        guard word == Self.manyWord else {
            let trimmed = word.trimmingCharacters(in: .whitespaces)
            let hint = trimmed.lowercased() == Self.manyWord ? " (write it exactly as \"many\")" : ""
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a number or \"many\", got \"\(word)\"\(hint)")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        if case .exactly(let n) = self {
            precondition(n >= 0, "a sighting count is never negative")
            try value.encode(n)
        } else {
            try value.encode(Self.manyWord)
        }
    }
}
