import Foundation

private let tooManyToken = "many"

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let tally = try? single.decode(Int.self) {
            guard tally >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "counts are never below zero, got \(tally)")
            }
            self = .exactly(tally)
            return
        }
        let text = try single.decode(String.self)
        guard text == tooManyToken else {
            throw DecodingError.dataCorruptedError(
                in: single, debugDescription: "wanted a whole number or \"many\", not \"\(text)\"")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        if case let .exactly(tally) = self {
            try single.encode(tally)
        } else {
            try single.encode(tooManyToken)
        }
    }
}
