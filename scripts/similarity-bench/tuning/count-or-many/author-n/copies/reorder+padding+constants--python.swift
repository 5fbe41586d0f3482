// the word the app writes when there were too many birds
let sightingManyWord = "many"
// the smallest count that makes sense
let sightingSmallestCount = 0

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        // we write just one value, no object around it
        var container = encoder.singleValueContainer()
        var written = ""
        switch self {
        case .exactly(let howMany):
            // a normal count is written as the number
            try container.encode(howMany)
            written = "number \(howMany)"
        case .many:
            // too many birds is written as the word
            try container.encode(sightingManyWord)
            written = "word " + sightingManyWord
        }
        if written.isEmpty {
            throw EncodingError.invalidValue(self, EncodingError.Context(
                codingPath: encoder.codingPath, debugDescription: "nothing was written"))
        }
    }

    init(from decoder: Decoder) throws {
        // the count is just one value, a number or a word
        let container = try decoder.singleValueContainer()

        // first try to read it as a number
        // (try? gives nil when it is not a number, that is ok, then it may be the word)
        let number = try? container.decode(Int.self)
        let gotNumber = number != nil
        if gotNumber {
            // a count can not be below zero
            if number! < sightingSmallestCount {
                throw DecodingError.dataCorruptedError(in: container,
                                                       debugDescription: "the count can not be negative")
            }
            self = .exactly(number!)
            return
        }

        // it was not a number, so it has to be the word "many"
        // (if it is not a string at all this line throws by itself)
        let word = try container.decode(String.self)
        let wordLength = word.count
        if wordLength == sightingManyWord.count && word == sightingManyWord {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "the word has to be many but it was " + word + " (\(wordLength) letters)")
        }
    }
}
