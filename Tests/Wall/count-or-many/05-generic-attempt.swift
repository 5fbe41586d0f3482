// style: generic helpers; global functions; Optional map
import Foundation

/// The value of type `T` in the container, or nil when it holds something else.
func attempt<T: Decodable>(_ type: T.Type, in container: SingleValueDecodingContainer) -> T? {
    try? container.decode(type)
}

/// `.exactly(n)` for a whole number of zero or more, otherwise nil.
func nonNegativeCount(_ number: Int) -> SightingCount? {
    number >= 0 ? .exactly(number) : nil
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = attempt(Int.self, in: container) {
            guard let count = nonNegativeCount(number) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "negative count")
            }
            self = count
        } else if try container.decode(String.self) == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a count")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}
