extension SightingCount: Codable {
    static let manyWord = "many"
    static let smallestCount = 0

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        var number = 0
        var isNumber = false
        var attempts = 0
        do {
            attempts += 1
            number = try container.decode(Int.self)
            isNumber = true
        } catch {
            isNumber = false
        }

        if isNumber {
            if number < SightingCount.smallestCount {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "negative count \(number)")
            }
            self = .exactly(number)
            return
        }

        attempts += 1
        let text = try container.decode(String.self)
        let isManyWord = text == SightingCount.manyWord
        if !isManyWord {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown count word \(text) after \(attempts) attempts")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            if number < SightingCount.smallestCount {
                print("warning: encoding a negative count \(number)")
            }
            try container.encode(number)
        case .many:
            try container.encode(SightingCount.manyWord)
        }
    }
}
