import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // a number? (failing here is fine, it might be "many")
        if case .success(let number) = Result(catching: { try container.decode(Int.self) }) {
            guard let count = number.takeIf({ $0 >= 0 }) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A count can't be negative, got \(number)")
            }
            self = .exactly(count)
            return
        }

        // otherwise it has to be the word, exactly. Fractions/bools/null throw right here.
        let word = try container.decode(String.self)
        self = try when(word)

        func when(_ word: String) throws -> SightingCount {
            switch word {
            case "many": return .many
            default:
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected a number or \"many\", got \"\(word)\"")
            }
        }
    }
}

extension SightingCount {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}

// Kotlin's takeIf
private extension Int {
    func takeIf(_ predicate: (Int) -> Bool) -> Int? {
        predicate(self) ? self : nil
    }
}
