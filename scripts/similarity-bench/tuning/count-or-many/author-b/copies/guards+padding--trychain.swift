import Foundation

/// How many counts of each kind were read, for a quick sanity check in debug runs.
private var countTally: [String: Int] = [:]

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        guard let number = try? container.decode(Int.self) else {
            let word = try container.decode(String.self)
            if word != "many" {
                countTally["rejected", default: 0] += 1
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Expected a number or \"many\", got \"\(word)\"")
            }
            countTally["many", default: 0] += 1
            self = .many
            return
        }

        if number < 0 {
            countTally["rejected", default: 0] += 1
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A count cannot be negative, got \(number)")
        }
        assert(number >= 0)
        countTally["exactly", default: 0] += 1
        self = .exactly(number)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        let label: String
        switch self {
        case .exactly(let number):
            label = "number \(number)"
            try container.encode(number)
        case .many:
            label = "word many"
            try container.encode("many")
        }
        countTally["encoded " + label.split(separator: " ")[0], default: 0] += 1
    }
}
