import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let maybeNumber = try? container.decode(Int.self)
        if let number = maybeNumber {
            if number < 0 {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A count cannot be negative: \(number)")
            }
            self = .exactly(number)
        } else {
            let word = try container.decode(String.self)
            if word != "many" {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected a number or \"many\", found \"\(word)\"")
            }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .exactly(let number) = self {
            try container.encode(number)
        } else {
            let word = "many"
            try container.encode(word)
        }
    }
}
