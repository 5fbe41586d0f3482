import Foundation

extension SightingCount: Codable {
    /// Why a well-typed value is still not a count.
    private enum CountError: Error {
        case negative(Int)
        case unknownWord(String)

        var message: String {
            switch self {
            case .negative(let number):
                return "a count is never negative, found \(number)"
            case .unknownWord(let word):
                return "expected a number or \"many\", found \"\(word)\""
            }
        }
    }

    init(from decoder: Decoder) throws {
        // a count is just one bare value, not an object, so single value container
        let container = try decoder.singleValueContainer()

        do {
            // first see if it is a number, then if it's the word.
            // "many" is not a number and that's fine, so try? for the number
            if let number = try? container.decode(Int.self) {
                self = try Self.count(fromNumber: number)
                return
            }
            // if it's not a string either (true, null, 2.5 ...) this throws by itself
            self = try Self.count(fromWord: try container.decode(String.self))
        } catch let error as CountError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    func encode(to encoder: Encoder) throws {
        // write it back as a bare value too
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            // just the number
            try container.encode(number)
        case .many:
            // the word, as a string
            try container.encode("many")
        }
    }

    // numbers below zero make no sense for birds
    private static func count(fromNumber number: Int) throws -> SightingCount {
        let isValid = number >= 0
        guard isValid else {
            throw CountError.negative(number)
        }
        return .exactly(number)
    }

    // only exactly "many" (small letters) is allowed, not "Many" or "lots"
    private static func count(fromWord word: String) throws -> SightingCount {
        let isMany = word == "many"
        guard isMany else {
            throw CountError.unknownWord(word)
        }
        return .many
    }
}
