extension SightingCount {
    /// Why a well-typed value is still not a count.
    private enum CountError: Error {
        case negative(Int)
        case unknownWord(String)

        var message: String {
            switch self {
            case .negative(let number):
                return "a count is never negative, found \(number)"
            case .unknownWord(let word):
                return "expected a number or \"\(SightingCount.manyWord)\", found \"\(word)\""
            }
        }
    }

    /// The one word the app writes for a count too large to count.
    private static let manyWord = "many"

    /// Reads the bare value: a whole number first, otherwise a string.
    /// A value that is neither fails with the container's own error.
    private static func parse(_ container: SingleValueDecodingContainer) throws -> Result<SightingCount, CountError> {
        switch Result(catching: { try container.decode(Int.self) }) {
        case .success(let number):
            return number >= 0 ? .success(.exactly(number)) : .failure(.negative(number))
        case .failure:
            let word = try container.decode(String.self)
            return word == manyWord ? .success(.many) : .failure(.unknownWord(word))
        }
    }

    /// The count as the bare JSON value it is written as.
    private func writeValue(into container: inout SingleValueEncodingContainer) throws {
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(Self.manyWord)
        }
    }
}

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try writeValue(into: &container)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch try Self.parse(container) {
        case .success(let count):
            self = count
        case .failure(let error):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }
}
