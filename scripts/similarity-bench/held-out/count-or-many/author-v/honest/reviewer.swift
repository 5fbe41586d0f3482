import Foundation

extension SightingCount {
    /// The only word the app writes instead of a number.
    fileprivate static let manyWord = "many"
}

extension SightingCount: Codable {
    /// Decodes a count from a bare JSON value: a whole number of zero or
    /// more, or the string `"many"` in lower case.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a negative number or any
    ///   other string; `DecodingError.valueNotFound` for `null`; another
    ///   `DecodingError` for any other kind of value.
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        guard !container.decodeNil() else {
            throw DecodingError.valueNotFound(SightingCount.self, DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "A sighting count must not be null."))
        }

        // A failure to read a number is expected for the word, so it is
        // not an error of its own: the string attempt below reports it.
        if let number = try? container.decode(Int.self) {
            self = .exactly(try SightingCount.validatedNumber(number, in: container))
            return
        }

        let word = try container.decode(String.self)
        guard word == SightingCount.manyWord else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a number or \"\(SightingCount.manyWord)\", found \"\(word)\".")
        }
        self = .many
    }

    /// Encodes the count as a bare value: the number, or the word `"many"`.
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(SightingCount.manyWord)
        }
    }

    /// Checks that a decoded number can be a count.
    ///
    /// - Parameters:
    ///   - number: The number read from the document.
    ///   - container: The container it was read from, for the error's path.
    /// - Returns: `number`, unchanged, when it is zero or more.
    /// - Throws: `DecodingError.dataCorrupted` when `number` is negative.
    private static func validatedNumber(_ number: Int, in container: SingleValueDecodingContainer) throws -> Int {
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count cannot be negative, found \(number).")
        }
        return number
    }
}
