import Foundation

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .many: try single.encode("many")
        case .exactly(let amount): try single.encode(amount)
        }
    }

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        // Not being an Int is expected (that is the word case), so try? is right here;
        // the String attempt then reports anything that is neither.
        self = try (try? single.decode(Int.self))
            .map { try tally(amount: $0, within: single) }
            ?? tally(text: single.decode(String.self), within: single)
    }
}

/// The only word a count may be is "many", exactly as the app writes it.
private func tally(text: String, within single: SingleValueDecodingContainer) throws -> SightingCount {
    if text == "many" {
        return .many
    }
    throw DecodingError.dataCorruptedError(
        in: single, debugDescription: "Expected a whole number or \"many\", got \"\(text)\"")
}

/// A number is a count only when it is not negative.
private func tally(amount: Int, within single: SingleValueDecodingContainer) throws -> SightingCount {
    if amount >= 0 {
        return .exactly(amount)
    }
    throw DecodingError.dataCorruptedError(
        in: single, debugDescription: "A count is never negative, got \(amount)")
}
