import Foundation

// MARK: - Codable

extension SightingCount: Codable {

    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        var attempts: [String] = []

        if let number = try? container.decode(Int.self) {
            attempts.append("int \(number)")
            guard number >= 0 else {
                throw DecodingError.dataCorruptedError(in: container,
                                                       debugDescription: "A count can't be negative (\(number)) after \(attempts)")
            }
            self = .exactly(number)
            return
        }
        attempts.append("int failed")

        let word = try container.decode(String.self)
        attempts.append("string \(word)")
        guard !word.isEmpty, word == Self.manyWord else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "Expected a number or \"\(Self.manyWord)\", got \"\(word)\" (\(attempts.joined(separator: ", ")))")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .exactly(let number) = self {
            try container.encode(number)
        } else if case .many = self {
            try container.encode(Self.manyWord)
        }
    }
}
