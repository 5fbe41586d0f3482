extension SightingCount {
    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        let written = switch self {
        case let .exactly(n): (n as Int?, "number")
        case .many: (nil as Int?, "word")
        }
        switch written {
        case let (n?, "number"): try value.encode(n)
        case (_, _): try value.encode("many")
        }
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let path = decoder.codingPath.map(\.stringValue).joined(separator: ".")
        let corrupt = { (why: String) in
            DecodingError.dataCorruptedError(
                in: value, debugDescription: path.isEmpty ? why : "\(why) at \(path)")
        }

        self = switch try? value.decode(Int.self) {
        case let n? where n < 0: throw corrupt("negative count \(n)")
        case let n?: .exactly(n)
        case nil:
            switch try value.decode(String.self) {
            case let other where other != "many": throw corrupt("not a count: \"\(other)\" (\(other.count) chars)")
            case _: .many
            }
        }
    }
}
