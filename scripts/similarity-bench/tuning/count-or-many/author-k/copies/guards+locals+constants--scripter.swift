import Foundation

// error texts, kept together
enum CountMessages {
    static let negative = "a count can't be negative, got "
    static let notMany = "expected a number or \"many\", got "
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // first try: is it a whole number? (failing here is expected for "many")
        let maybeNumber = try? container.decode(Int.self)
        if let number = maybeNumber {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: CountMessages.negative + "\(number)")
            }
            self = .exactly(number)
            return
        }

        // second try: a string (fraction / true / null already throw here, which is fine)
        let decodedWord = try container.decode(String.self)
        let isManyWord = decodedWord == "many"
        guard isManyWord else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: CountMessages.notMany + "\"\(decodedWord)\"")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        // number -> bare number, many -> the bare string "many"
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode("many")
        }
    }
}
