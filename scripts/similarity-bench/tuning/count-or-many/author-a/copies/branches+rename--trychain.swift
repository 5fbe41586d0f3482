import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        switch try? single.decode(Int.self) {
        case .some(let howMany) where howMany < 0:
            throw DecodingError.dataCorruptedError(
                in: single, debugDescription: "negative counts make no sense (\(howMany))")
        case .some(let howMany):
            self = .exactly(howMany)
        case .none:
            let token = try single.decode(String.self)
            if token == "many" {
                self = .many
            } else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "a count is a number or the word many, not \"\(token)\"")
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        if case .exactly(let howMany) = self {
            try single.encode(howMany)
        } else {
            try single.encode("many")
        }
    }
}
