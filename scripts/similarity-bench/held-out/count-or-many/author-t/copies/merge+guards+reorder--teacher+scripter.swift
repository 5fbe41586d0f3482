import Foundation

// A bird count in the warden's file is written in one of two forms:
//   - a whole number of zero or more, such as 2, meaning exactly that many;
//   - the string "many", meaning too many to count.

extension SightingCount: Codable {

    func encode(to encoder: Encoder) throws {
        // Rule 6: the bare number or the bare word, wherever the count is.
        var container = encoder.singleValueContainer()
        if case .exactly(let n) = self { try container.encode(n) } else { try container.encode("many") }
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        // Rule 2 and 4: a string must be exactly "many".
        if let s = try? c.decode(String.self) {
            guard s == "many" else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count: '\(s)'") }
            self = .many
            return
        }

        // Rule 1 and 3: otherwise a whole number of zero or more. For a
        // fraction, `true` or `null` this throws on its own (rule 5).
        let number = try c.decode(Int.self)
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: c,
                debugDescription: "A count cannot be negative, found \(number)")
        }
        self = .exactly(number)
    }
}
