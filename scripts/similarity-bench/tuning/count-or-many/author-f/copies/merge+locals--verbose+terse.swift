import Foundation

private extension SingleValueDecodingContainer {
    func corrupt(_ why: String) -> DecodingError {
        .dataCorruptedError(in: self, debugDescription: why)
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        // A count is always one bare value: a number or a word.
        let countContainer: SingleValueDecodingContainer = try decoder.singleValueContainer()

        // First try to read the value as a whole number.
        if let wholeNumber: Int = try? countContainer.decode(Int.self) {
            // A number must not be negative.
            if wholeNumber < 0 {
                throw countContainer.corrupt("negative count \(wholeNumber)")
            }
            self = .exactly(wholeNumber)
            return
        }

        // Only the exact lower-case word "many" is allowed (fractions, booleans, null throw here).
        if try countContainer.decode(String.self) == "many" {
            self = .many
        } else {
            throw countContainer.corrupt("unknown count, expected a whole number or \"many\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .exactly(let n): try value.encode(n)
        case .many: try value.encode("many")
        }
    }
}
