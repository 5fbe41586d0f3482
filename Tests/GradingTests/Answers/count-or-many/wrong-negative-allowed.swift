// expect-fail: a negative number
// Never checks the sign.
extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .exactly(number)
        } else if try container.decode(String.self) == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a count")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .exactly(number): try container.encode(number)
        case .many: try container.encode("many")
        }
    }
}
