import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        // a count is just one bare value, not an object, so single value container
        let container = try decoder.singleValueContainer()

        // first see if it is a number.
        // try? because "many" is not a number and that's fine,
        // it just means we look for the word after
        if let number = try? container.decode(Int.self) {
            // numbers below zero make no sense for birds
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count can't be negative, got " + String(number))
            }
            self = .exactly(number)
            return
        }

        // not a number, so it has to be a string.
        // if it's not a string either (true, null, 2.5 ...) this throws by itself
        var word = try container.decode(String.self)

        // only exactly "many" (small letters) is allowed, not "Many" or "lots"
        switch word {
        case "many":
            self = .many
        default:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a number or the word many, got \"" + word + "\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        // write it back as a bare value too
        var container = encoder.singleValueContainer()
        if case .exactly(let number) = self {
            // just the number
            try container.encode(number)
        } else {
            // the word, as a string
            try container.encode("many")
        }
    }
}
