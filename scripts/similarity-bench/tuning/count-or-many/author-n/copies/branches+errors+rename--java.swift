import Foundation

extension SightingCount: Codable {

    /// The only word the app writes for a count that was too big to count.
    private static let tooManyWord: String = "many"

    init(from decoder: Decoder) throws {
        let single: SingleValueDecodingContainer = try decoder.singleValueContainer()

        // A failed Int read is expected for the word, so it is not an error here.
        var amount: Int? = nil
        do {
            amount = try single.decode(Int.self)
        } catch {
            amount = nil
        }

        if let amount: Int = amount {
            if let problem: DecodingError = SightingCount.checkNotNegative(amount, in: single) {
                throw problem
            }
            self = .exactly(amount)
        } else {
            let text: String = try single.decode(String.self)
            if let problem: DecodingError = SightingCount.checkTooManyWord(text, in: single) {
                throw problem
            }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        var single: SingleValueEncodingContainer = encoder.singleValueContainer()
        if case .exactly(let amount) = self {
            try single.encode(amount)
        } else {
            try single.encode(SightingCount.tooManyWord)
        }
    }

    /// Validation: a count is never negative. Returns the error to throw, if any.
    private static func checkNotNegative(_ amount: Int, in single: SingleValueDecodingContainer) -> DecodingError? {
        if amount < 0 {
            return DecodingError.dataCorruptedError(
                in: single,
                debugDescription: "A sighting count must not be negative, found \(amount)")
        }
        return nil
    }

    /// Validation: the only accepted word is "many", in lower case. Returns the error to throw, if any.
    private static func checkTooManyWord(_ text: String, in single: SingleValueDecodingContainer) -> DecodingError? {
        if text != tooManyWord {
            return DecodingError.dataCorruptedError(
                in: single,
                debugDescription: "Expected \"\(tooManyWord)\" but found \"\(text)\"")
        }
        return nil
    }
}
