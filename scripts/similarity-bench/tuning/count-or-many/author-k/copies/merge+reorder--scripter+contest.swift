import Foundation

// the only word the app ever writes instead of a number
let manyWord = "many"

extension SightingCount: Codable {
    func encode(to e: Encoder) throws {
        var c = e.singleValueContainer()
        if case .exactly(let n) = self { try c.encode(n) } else { try c.encode(manyWord) }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // first try: is it a whole number? (failing here is expected for "many")
        if let number = try? container.decode(Int.self) {
            guard number >= 0 else { throw DecodingError.dataCorruptedError(in: container, debugDescription: "negative count \(number)") }
            self = .exactly(number); return
        }

        // second try: a string (fraction / true / null already throw here, which is fine)
        let word = try container.decode(String.self)
        if word == manyWord {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"many\", got \"\(word)\"")
        }
    }
}
