import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        // a count is just one bare value, not an object, so single value container
        let container = try decoder.singleValueContainer()

        // first see if it is a number.
        // I use try? here because "many" is not a number and that's fine,
        // it just means we check for the word after
        var number = try? container.decode(Int.self)
        if number != nil {
            // numbers below zero make no sense for birds
            if number! < 0 {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count can't be negative, got " + String(number!))
            }
            self = .exactly(number!)
            return
        }

        // not a number, so it has to be a string.
        // if it's not a string either (true, null, 2.5 ...) this throws by itself
        var word = try container.decode(String.self)

        // only exactly "many" (small letters) is allowed, not "Many" or "lots"
        if word == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a number or the word many, got \"" + word + "\"")
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
}
