extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let box = try decoder.singleValueContainer()
        let number: Int?
        do {
            number = try box.decode(Int.self)
        } catch {
            number = nil
        }
        if let count = number {
            guard count >= 0 else { throw DecodingError.dataCorruptedError(in: box, debugDescription: "negative count") }
            self = .exactly(count)
        } else if try box.decode(String.self) == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: box, debugDescription: "not a count")
        }
    }

    func encode(to encoder: Encoder) throws {
        var box = encoder.singleValueContainer()
        switch self {
        case .exactly(let count): try box.encode(count)
        case .many: try box.encode("many")
        }
    }
}
