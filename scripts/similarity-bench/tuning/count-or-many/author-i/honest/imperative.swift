extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        var number = 0
        var isNumber = false
        do {
            number = try container.decode(Int.self)
            isNumber = true
        } catch {
            isNumber = false
        }

        if isNumber {
            if number < 0 {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "negative count \(number)")
            }
            self = .exactly(number)
            return
        }

        let text = try container.decode(String.self)
        if text != "many" {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown count word \(text)")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode("many")
        }
    }
}
