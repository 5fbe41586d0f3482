extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        // the count is just one value, a number or a word
        let container = try decoder.singleValueContainer()

        // first try to read it as a number
        // (try? gives nil when it is not a number, that is ok, then it may be the word)
        if let number = try? container.decode(Int.self) {
            // a count can not be below zero
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container,
                                                       debugDescription: "the count can not be negative")
            }
            self = .exactly(number)
            return
        }

        // it was not a number, so it has to be the word "many"
        // (if it is not a string at all this line throws by itself)
        let word = try container.decode(String.self)
        let isTheRightWord = word == "many"
        guard isTheRightWord else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "the word has to be many but it was " + word)
        }
        self = .many
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
