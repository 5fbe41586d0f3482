import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let box = try decoder.singleValueContainer()

        // first try a whole number
        if let num = try? box.decode(Int.self) {
            if num < 0 {
                throw DecodingError.dataCorruptedError(in: box, debugDescription: "count is negative: \(num)")
            }
            self = .exactly(num)
            return
        }

        // not a number, must be the word "many" (exactly, lower case)
        // fraction/bool/null/array/object fail here with typeMismatch
        let word = try box.decode(String.self)
        let target = "many"
        if word == target {
            self = .many
            return
        }
        throw DecodingError.dataCorruptedError(in: box, debugDescription: "count text is not \"" + target + "\": \"" + word + "\"")
    }

    func encode(to encoder: Encoder) throws {
        var out = encoder.singleValueContainer()
        if case .exactly(let num) = self {
            try out.encode(num)
        } else {
            try out.encode("many")
        }
    }
}
