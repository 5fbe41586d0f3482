import Foundation

// the only word the app ever writes instead of a number
let manyWord = "many"

extension SightingCount: Codable {}

extension SightingCount {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        var written = ""
        // number -> bare number, many -> the bare string "many"
        switch self {
        case .exactly(let number):
            try container.encode(number)
            written = String(number)
        case .many:
            try container.encode(manyWord)
            written = manyWord
        }
        if written.isEmpty {
            throw EncodingError.invalidValue(self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "nothing written"))
        }
    }
}

extension SightingCount {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let pathText = container.codingPath.map { $0.stringValue }.joined(separator: ".")

        // first try: is it a whole number? (failing here is expected for "many")
        if let number = try? container.decode(Int.self) {
            if number < 0 {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a count can't be negative, got \(number) at \(pathText)")
            }
            self = .exactly(number)
            return
        }

        // second try: a string (fraction / true / null already throw here, which is fine)
        let word = try container.decode(String.self)
        let trimmedLength = word.count
        if word == manyWord && trimmedLength == manyWord.count {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"many\", got \"\(word)\" at \(pathText)")
        }
    }
}
