import Foundation

// A bird count in the warden's file is written in one of two forms:
//   - a whole number of zero or more, such as 2, meaning exactly that many;
//   - the string "many", meaning too many to count.
// Both forms are bare values, so both directions use a single-value container.

extension SightingCount: Codable {

    /// The only word the app ever writes for an uncountable flock.
    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // First attempt: a whole number. Failing here is expected when the
        // value is the word "many", so `try?` is the right tool.
        if let number = try? container.decode(Int.self) {
            // Rule 3: a count can never be negative.
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count cannot be negative, found \(number)")
            }
            // Rule 1: zero or more birds.
            self = .exactly(number)
            return
        }

        // Second attempt: a string. For a fraction, `true` or `null` this
        // throws a DecodingError of its own, which is fine (rule 5).
        let word = try container.decode(String.self)

        // Rule 2: only "many", exactly in lower case, is accepted.
        // Rule 4: every other string means the file was edited by hand.
        guard word == SightingCount.manyWord else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a whole number or \"many\", found \"\(word)\"")
        }
        self = .many
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
