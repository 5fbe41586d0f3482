import Foundation

// A bird count in the warden's file is written in one of two forms:
//   - a whole number of zero or more, such as 2, meaning exactly that many;
//   - the string "many", meaning too many to count.
// Both forms are bare values, so both directions use a single-value container.

extension SightingCount: Codable {

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()

        // First attempt: a whole number. Failing here is expected when the
        // value is the word "many", so the failure is kept in a Result.
        let numberAttempt = Result { try single.decode(Int.self) }
        if case .success(let birds) = numberAttempt {
            // Rule 3: a count can never be negative.
            guard birds >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription: "A count cannot be negative, found \(birds)")
            }
            // Rule 1: zero or more birds.
            self = .exactly(birds)
            return
        }

        // Second attempt: a string. For a fraction, `true` or `null` this
        // throws a DecodingError of its own, which is fine (rule 5).
        let text = try single.decode(String.self)

        // Rule 2: only "many", exactly in lower case, is accepted.
        // Rule 4: every other string means the file was edited by hand.
        guard text == "many" else {
            throw DecodingError.dataCorruptedError(
                in: single,
                debugDescription: "Expected a whole number or \"many\", found \"\(text)\"")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        // Rule 6: the bare number or the bare word, wherever the count is.
        var single = encoder.singleValueContainer()
        switch self {
        case .exactly(let birds):
            try single.encode(birds)
        case .many:
            try single.encode("many")
        }
    }
}
