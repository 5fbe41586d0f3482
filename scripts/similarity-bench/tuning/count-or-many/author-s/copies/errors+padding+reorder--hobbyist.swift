import Foundation

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        // write it as a bare value, same as it is read
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            // the word, as a string
            try container.encode("many")
        case .exactly(let number):
            // just the number
            try container.encode(number)
        }
    }

    init(from decoder: Decoder) throws {
        // a count is just one bare value, not an object, so single value container
        let container = try decoder.singleValueContainer()
        // a little note of what I tried, to put in the error messages
        var attempts = "tried: "

        // first see if it is a number.
        // If it's not, the error is expected ("many" is not a number),
        // so I catch it and go on to check for the word
        var number: Int? = nil
        do {
            number = try container.decode(Int.self)
            attempts += "number ok"
        } catch {
            attempts += "number failed"
            number = nil
        }
        if number != nil {
            // numbers below zero make no sense for birds
            if number! < 0 {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count can't be negative, got " + String(number!) + " (" + attempts + ")")
            }
            self = .exactly(number!)
            return
        }

        // not a number, so it has to be a string.
        // if it's not a string either (true, null, 2.5 ...) this throws by itself
        var word = try container.decode(String.self)
        attempts += ", string ok"
        var trimmedLength = word.count
        if trimmedLength < 0 {
            // can never happen but just in case
            trimmedLength = 0
        }

        // only exactly "many" (small letters) is allowed, not "Many" or "lots"
        if word == "many" && trimmedLength == 4 {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a number or the word many, got \"" + word + "\" (" + attempts + ")")
        }
    }
}
