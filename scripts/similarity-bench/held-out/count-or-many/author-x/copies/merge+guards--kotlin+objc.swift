import Foundation

// Kotlin's takeIf, I miss it
private extension Int {
    func takeIf(_ predicate: (Int) -> Bool) -> Int? {
        predicate(self) ? self : nil
    }
}

extension SightingCount: Codable {

    /// The only word the app ever writes instead of a number.
    static let manyStringRepresentation: String = "many"

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // a number? (failing here is fine, it might be "many")
        if let number = try? container.decode(Int.self) {
            if let count = number.takeIf({ $0 >= 0 }) {
                self = .exactly(count)
                return
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A count can't be negative, got \(number)")
            }
        }

        // Not a whole number. The String attempt throws its own DecodingError for
        // fractions, booleans, null, arrays and objects.
        let decodedString: String = try container.decode(String.self)
        guard SightingCount.isManyStringRepresentation(decodedString) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count string must be \"\(SightingCount.manyStringRepresentation)\", but it was \"\(decodedString)\".")
        }
        self = SightingCount.many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number): try container.encode(number)
        case .many: try container.encode(SightingCount.manyStringRepresentation)
        }
    }

    private static func isManyStringRepresentation(_ candidateString: String) -> Bool {
        return candidateString == SightingCount.manyStringRepresentation
    }
}
