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
        guard let number: Int = try? container.decode(Int.self) else {
            self = try SightingCount.decodeWord(from: container)
            return
        }
        self = try SightingCount.checkedCount(number, in: container)
    }

    /// Turns a decoded number into a count, refusing negative numbers.
    ///
    /// - Parameters:
    ///   - number: The whole number read from the JSON.
    ///   - container: The container it came from, for the error's path.
    /// - Throws: `DecodingError.dataCorrupted` when `number` is negative.
    private static func checkedCount(_ number: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count cannot be negative, but found \(number).")
        }
        return .exactly(number)
    }

    /// Reads the value as the word `"many"`, and nothing else.
    ///
    /// - Parameter container: The container holding the value.
    /// - Throws: The container's error when the value is not a string, and
    ///   `DecodingError.dataCorrupted` for any string other than `"many"`.
    private static func decodeWord(from container: SingleValueDecodingContainer) throws -> SightingCount {
        let word: String = try container.decode(String.self)
        guard word == JSONForm.manyWord else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count is a number or \"\(JSONForm.manyWord)\", but found \"\(word)\".")
        }
        return .many
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
