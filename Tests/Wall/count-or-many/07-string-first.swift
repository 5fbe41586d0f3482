// style: do/catch with typed patterns; string first, then number
import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number: Int
        do {
            let word = try container.decode(String.self)
            if word == "many" {
                self = .many
                return
            }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(word)\" is not a count")
        } catch DecodingError.typeMismatch {
            // Not a string: it has to be a whole number.
            number = try container.decode(Int.self)
        }
        if number < 0 {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(number) is below zero")
        }
        self = .exactly(number)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode("many")
        }
    }
}
