import Foundation

/// The error texts a count can produce.
private enum CountMessages {
    /// For a `null` in the place of a count.
    static let null = "A sighting count must not be null."
    /// For a number below zero.
    static let negativePrefix = "A sighting count cannot be negative, found "
    /// For a string other than the word.
    static let wrongWordPrefix = "Expected a number or \"many\", found "
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
                debugDescription: CountMessages.null))
        }

        // A failure to read a number is expected for the word, so it is
        // not an error of its own: the string attempt below reports it.
        if let number = try? container.decode(Int.self) {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: CountMessages.negativePrefix + "\(number).")
            }
            self = .exactly(number)
            return
        }

        let word = try container.decode(String.self)
        guard word == "many" else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: CountMessages.wrongWordPrefix + "\"\(word)\".")
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
            try container.encode("many")
        }
    }
}
