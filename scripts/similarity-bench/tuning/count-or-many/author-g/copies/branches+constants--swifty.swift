extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let bad = { (why: String) in DecodingError.dataCorruptedError(in: value, debugDescription: why) }

        switch try? value.decode(Int.self) {
        case let n? where n >= 0:
            self = .exactly(n)
        case let n?:
            throw bad("\(n) is negative")
        case nil:
            let text = try value.decode(String.self)
            switch text {
            case "many": self = .many
            default: throw bad("\"\(text)\" is not a count")
            }
        }
    }

    private var number: Int? {
        switch self {
        case .exactly(let n): return n
        case .many: return nil
        }
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        if let n = number {
            try value.encode(n)
        } else {
            try value.encode("many")
        }
    }
}
