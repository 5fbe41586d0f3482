import Foundation

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many: try container.encode("many")
        case .exactly(let number): try container.encode(number)
        }
    }

    private static func exact(_ number: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        guard let count = number.takeIf({ $0 >= 0 }) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count can't be negative, got \(number)")
        }
        return .exactly(count)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // a number? (failing here is fine, it might be "many")
        if let number = try? container.decode(Int.self) {
            self = try Self.exact(number, in: container)
            return
        }

        // otherwise it has to be the word, exactly. Fractions/bools/null throw right here.
        let word = try container.decode(String.self)
        switch word {
        case "many": self = .many
        default:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a number or \"many\", got \"\(word)\"")
        }
    }
}

// Kotlin's takeIf, I miss it
private extension Int {
    func takeIf(_ predicate: (Int) -> Bool) -> Int? {
        predicate(self) ? self : nil
    }
}
