import Foundation

extension SightingCount: Codable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        var writtenAs = ""
        switch self {
        case .many:
            writtenAs = SightingCount.ManyToken
            try container.encode(SightingCount.ManyToken)
        case .exactly(let value):
            writtenAs = String(value)
            try container.encode(value)
        }
        assert(!writtenAs.isEmpty, "a count is always written as something")
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        var attempts: [String] = []

        // first attempt: the count as a whole number
        // (try? on purpose: "many" failing as an Int is expected)
        attempts.append("Int")
        if let value = try? container.decode(Int.self) {
            guard value >= SightingCount.MinCount else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Negative count: \(value) (tried \(attempts.joined(separator: ", ")))")
            }
            self = .exactly(value)
            return
        }

        // second attempt: the count as text; for fractions, booleans, null
        // and so on this throws its own DecodingError, which is fine
        attempts.append("String")
        let word = try container.decode(String.self)
        let trimmedWord = word.trimmingCharacters(in: .whitespaces)
        guard word == SightingCount.ManyToken, trimmedWord == word else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Unknown count word: '\(word)' (tried \(attempts.joined(separator: ", ")))")
        }
        self = .many
    }

    private static let MinCount: Int = 0
    private static let ManyToken: String = "many"
}
