import Foundation

/// A number is a count only when it is not negative.
private func count(fromNumber number: Int) -> SightingCount? {
    number >= 0 ? .exactly(number) : nil
}

/// The only word a count may be is "many", exactly as the app writes it.
private func count(fromWord word: String) -> SightingCount? {
    word == "many" ? .many : nil
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        if c.decodeNil() {
            throw DecodingError.valueNotFound(SightingCount.self, DecodingError.Context(
                codingPath: c.codingPath, debugDescription: "count is null"))
        }

        let parsed: SightingCount?
        let what: String
        switch try? c.decode(Int.self) {
        case .some(let n):
            parsed = count(fromNumber: n)
            what = "negative count \(n)"
        case .none:
            let s = try c.decode(String.self)
            parsed = count(fromWord: s)
            what = "bad count string '\(s)'"
        }
        guard let value = parsed else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: what)
        }
        self = value
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .exactly(let number) = self {
            try container.encode(number)
        } else {
            try container.encode("many")
        }
    }
}
