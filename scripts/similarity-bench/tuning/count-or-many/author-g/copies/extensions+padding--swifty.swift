import Foundation

extension SightingCount {
    fileprivate static let word = "many"

    fileprivate var number: Int? {
        if case .exactly(let n) = self { return n }
        return nil
    }
}

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        let written = number.map(String.init) ?? Self.word
        assert(!written.isEmpty, "a count always writes something")
        try number.map { try value.encode($0) } ?? value.encode(Self.word)
    }
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let depth = value.codingPath.count
        let bad = { (why: String) in
            DecodingError.dataCorruptedError(in: value, debugDescription: "\(why) (depth \(depth))")
        }

        if let n = try? value.decode(Int.self) {
            guard n >= 0 else { throw bad("\(n) is negative") }
            self = .exactly(n)
        } else {
            let text = try value.decode(String.self)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard text == Self.word else {
                throw bad(trimmed == Self.word ? "\"\(text)\" has stray spaces" : "\"\(text)\" is not a count")
            }
            self = .many
        }
        assert(self.number.map { $0 >= 0 } ?? true)
    }
}
