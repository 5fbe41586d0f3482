import Foundation

// A bird count in the warden's file is written in one of two forms:
//   - a whole number of zero or more, such as 2, meaning exactly that many;
//   - the string "many", meaning too many to count.
// Both forms are bare values, so both directions use a single-value container.

extension SightingCount: Codable {

    /// The only word the app ever writes for an uncountable flock.
    private static let manyWord = "many"

    /// Builds the `dataCorrupted` error for a value in the wrong form.
    /// The container fills in the coding path for us.
    private static func wrongForm(
        _ container: SingleValueDecodingContainer,
        found description: String
    ) -> DecodingError {
        let message = "Expected a whole number of zero or more or \"many\", found \(description)"
        return DecodingError.dataCorruptedError(in: container, debugDescription: message)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // First attempt: a whole number. Failing here is expected when the
        // value is the word "many", so `try?` is the right tool.
        if let number = try? container.decode(Int.self) {
            if number >= 0 {
                // Rule 1: zero or more birds.
                self = .exactly(number)
                return
            } else {
                // Rule 3: a count can never be negative.
                throw SightingCount.wrongForm(container, found: "\(number)")
            }
        }

        // Second attempt: a string (rule 5 lets its own errors through).
        // Rule 2: only "many", exactly in lower case, is accepted.
        // Rule 4: every other string means the file was edited by hand.
        let word = try container.decode(String.self)
        if word == SightingCount.manyWord {
            self = .many
        } else {
            throw SightingCount.wrongForm(container, found: "\"\(word)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        // Rule 6: the bare number or the bare word, wherever the count is.
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(SightingCount.manyWord)
        }
    }
}
