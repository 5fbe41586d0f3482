import Foundation

// the only word the app ever writes instead of a number
let manyWord = "many"

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // first try: is it a whole number? (failing here is expected for "many")
        if let number = try? container.decode(Int.self) {
            if number < 0 {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a count can't be negative, got \(number)")
            }
            self = .exactly(number)
            return
        }

        // second try: a string (fraction / true / null already throw here, which is fine)
        let word = try container.decode(String.self)
        if word == manyWord {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"many\", got \"\(word)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        // number -> bare number, many -> the bare string "many"
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(manyWord)
        }
    }
}
