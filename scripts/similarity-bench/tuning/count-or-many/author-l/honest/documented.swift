/// Reading and writing a `SightingCount` as one bare JSON value.
///
/// The wardens' app writes a count as a whole number, such as `2`, or as the
/// word `"many"` when there were too many birds to count. Nothing else is a
/// count: a negative number or any other word means the file was edited by
/// hand, and decoding says so with `DecodingError.dataCorrupted`.
extension SightingCount: Codable {

    /// The shapes a count takes in a JSON document.
    private enum JSONForm {
        /// A whole number of zero or more, written as a JSON number.
        case number(Int)
        /// The word for "too many to count", written as a JSON string.
        case word(String)

        /// The only word that is a valid count, spelled in lower case.
        static let manyWord: String = "many"
    }

    /// How this count is written in JSON.
    private var jsonForm: JSONForm {
        switch self {
        case .exactly(let number):
            return .number(number)
        case .many:
            return .word(JSONForm.manyWord)
        }
    }

    /// Creates a count from one JSON value.
    ///
    /// - Parameter decoder: A decoder positioned at the count.
    /// - Throws: `DecodingError.dataCorrupted` for a negative number or for any
    ///   string other than `"many"`, and the container's own `DecodingError`
    ///   for any other kind of value (a fraction, `true`, `null`, ...).
    internal init(from decoder: Decoder) throws {
        let container: SingleValueDecodingContainer = try decoder.singleValueContainer()

        // First try a number. When the value is the word, this fails, and
        // that failure is expected, so it is not an error yet.
        let number: Int? = try? container.decode(Int.self)

        if let number = number {
            if number < 0 {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A sighting count cannot be negative, but found \(number).")
            }
            self = .exactly(number)
        } else {
            // Not a number, so it has to be exactly the word "many".
            let word: String = try container.decode(String.self)
            if word != JSONForm.manyWord {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A sighting count is a number or \"\(JSONForm.manyWord)\", but found \"\(word)\".")
            }
            self = .many
        }
    }

    /// Writes this count as a bare JSON number or the bare string `"many"`.
    ///
    /// - Parameter encoder: The encoder to write into.
    /// - Throws: Any error the encoder's container throws.
    internal func encode(to encoder: Encoder) throws {
        var container: SingleValueEncodingContainer = encoder.singleValueContainer()
        switch jsonForm {
        case .number(let number):
            try container.encode(number)
        case .word(let word):
            try container.encode(word)
        }
    }
}
