extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        if case .exactly(let n) = self {
            try value.encode(n)
        } else {
            try value.encode("many")
        }
    }

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        do {
            let n = try value.decode(Int.self)
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "negative count \(n)")
            }
            self = .exactly(n)
        } catch DecodingError.typeMismatch {
            // Not a number at all: the only other thing allowed is the word.
            switch try value.decode(String.self) {
            case "many":
                self = .many
            case let other:
                throw DecodingError.dataCorruptedError(
                    in: value, debugDescription: "\"\(other)\" is neither a count nor \"many\"")
            }
        }
    }
}
