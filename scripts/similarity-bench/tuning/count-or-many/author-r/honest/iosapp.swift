import Foundation

// MARK: - Codable

extension SightingCount: Codable {

    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        if let number = try? container.decode(Int.self) {
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container,
                                                       debugDescription: "A count can't be negative (\(number))")
            }
            self = .exactly(number)
            return
        }

        let word = try container.decode(String.self)
        guard word == Self.manyWord else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "Expected a number or \"\(Self.manyWord)\", got \"\(word)\"")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(Self.manyWord)
        }
    }
}
