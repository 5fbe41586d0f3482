extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        // the count is just one value, a number or a word
        let container = try decoder.singleValueContainer()

        // first try to read it as a number
        // (try? gives nil when it is not a number, that is ok, then it may be the word)
        let number = try? container.decode(Int.self)
        if number != nil {
            // a count can not be below zero
            if number! < 0 {
                throw DecodingError.dataCorruptedError(in: container,
                                                       debugDescription: "the count can not be negative")
            }
            self = .exactly(number!)
            return
        }

        // it was not a number, so it has to be the word "many"
        // (if it is not a string at all this line throws by itself)
        let word = try container.decode(String.self)
        if word == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "the word has to be many but it was " + word)
        }
    }

    func encode(to encoder: Encoder) throws {
        // we write just one value, no object around it
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            // too many birds is written as the word
            try container.encode("many")
        case .exactly(let howMany):
            // a normal count is written as the number
            try container.encode(howMany)
        }
    }
}
