extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let corrupt = { (why: String) in DecodingError.dataCorruptedError(in: value, debugDescription: why) }

        self = switch try? value.decode(Int.self) {
        case let n? where n >= 0: .exactly(n)
        case let n?: throw corrupt("negative count \(n)")
        case nil:
            switch try value.decode(String.self) {
            case "many": .many
            case let other: throw corrupt("not a count: \"\(other)\"")
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case let .exactly(n): try value.encode(n)
        case .many: try value.encode("many")
        }
    }
}
