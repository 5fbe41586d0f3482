/// The one word a count may be instead of a number.
private let tooManyWord = "many"
/// The smallest count there is.
private let smallestCount = 0

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()

        // Attempt 1: a whole number (rules 1 and 3).
        // Failing here is expected for "many", so the error is dropped on purpose.
        let wholeNumber: Int?
        do {
            wholeNumber = try single.decode(Int.self)
        } catch {
            wholeNumber = nil
        }
        if let amount = wholeNumber {
            if amount >= smallestCount {
                // Branch NUMBER_OK (rule 1): zero or more.
                self = .exactly(amount)
                return
            } else {
                // Branch NUMBER_NEGATIVE (rule 3).
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "A count cannot be negative, found \(amount)")
            }
        }

        // Attempt 2: a string (rules 2 and 4).
        // Not a string either (fraction, bool, null, array, object): this decode
        // throws its own DecodingError, which is what rule 5 asks for.
        let text = try single.decode(String.self)
        if text == tooManyWord {
            // Branch WORD_MANY (rule 2): exact, lower case only.
            self = .many
        } else {
            // Branch WORD_OTHER (rule 4): "Many", "lots", "5", "" ...
            throw DecodingError.dataCorruptedError(
                in: single, debugDescription: "Expected \"\(tooManyWord)\" or a number, found \"\(text)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .exactly(let amount):
            // Branch NUMBER: the bare JSON number.
            try single.encode(amount)
        case .many:
            // Branch MANY: the bare string "many".
            try single.encode(tooManyWord)
        }
    }
}
