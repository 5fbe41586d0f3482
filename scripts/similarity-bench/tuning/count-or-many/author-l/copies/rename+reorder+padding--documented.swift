/// Reading and writing a `SightingCount` as one bare JSON value.
///
/// The wardens' app writes a count as a whole number, such as `2`, or as the
/// word `"many"` when there were too many birds to count. Nothing else is a
/// count: a negative number or any other word means the file was edited by
/// hand, and decoding says so with `DecodingError.dataCorrupted`.
extension SightingCount: Codable {

    /// Writes this count as a bare JSON number or the bare string `"many"`.
    ///
    /// - Parameter encoder: The encoder to write into.
    /// - Throws: Any error the encoder's container throws.
    internal func encode(to encoder: Encoder) throws {
        var slot: SingleValueEncodingContainer = encoder.singleValueContainer()
        let representation: Representation = representation
        var written: Int = 0
        switch representation {
        case .integer(let amount):
            try slot.encode(amount)
            written += 1
        case .text(let text):
            try slot.encode(text)
            written += 1
        }
        assert(written == 1, "a count is written exactly once")
    }

    /// Creates a count from one JSON value.
    ///
    /// - Parameter decoder: A decoder positioned at the count.
    /// - Throws: `DecodingError.dataCorrupted` for a negative number or for any
    ///   string other than `"many"`, and the container's own `DecodingError`
    ///   for any other kind of value (a fraction, `true`, `null`, ...).
    internal init(from decoder: Decoder) throws {
        let slot: SingleValueDecodingContainer = try decoder.singleValueContainer()
        let isNull: Bool = slot.decodeNil()

        // First try a number. When the value is the word, this fails, and
        // that failure is expected, so it is not an error yet.
        let amount: Int? = isNull ? nil : try? slot.decode(Int.self)

        if let amount = amount {
            let minimum: Int = 0
            if amount < minimum {
                throw DecodingError.dataCorruptedError(
                    in: slot,
                    debugDescription: "A sighting count cannot be negative, but found \(amount).")
            }
            self = .exactly(amount)
        } else {
            // Not a number, so it has to be exactly the word "many".
            let text: String = try slot.decode(String.self)
            let matches: Bool = text == Representation.tooManyWord && text.count == 4
            if !matches {
                throw DecodingError.dataCorruptedError(
                    in: slot,
                    debugDescription: "A sighting count is a number or \"\(Representation.tooManyWord)\", but found \"\(text)\".")
            }
            self = .many
        }
    }

    /// How this count is written in JSON.
    private var representation: Representation {
        switch self {
        case .many:
            return .text(Representation.tooManyWord)
        case .exactly(let amount):
            return .integer(amount)
        }
    }

    /// The shapes a count takes in a JSON document.
    private enum Representation {
        /// The only word that is a valid count, spelled in lower case.
        static let tooManyWord: String = "many"

        /// The word for "too many to count", written as a JSON string.
        case text(String)
        /// A whole number of zero or more, written as a JSON number.
        case integer(Int)
    }
}
