// style: generic nested types; single-value containers
import Foundation

/// A value of type `Number` that the JSON writes as a string.
private struct TextualNumber<Number: LosslessStringConvertible>: Decodable {
    let value: Number

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Number(text) else {
            // The single value's path is the path of the entry's key.
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a \(Number.self)")
        }
        self.value = value
    }
}

extension Stock.Update: Decodable {
    private enum PriceKey: String, CodingKey {
        case open = "1. open"
        case high = "2. high"
        case low = "3. low"
        case close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: PriceKey.self)
        open = try values.decode(TextualNumber<Float>.self, forKey: .open).value
        high = try values.decode(TextualNumber<Float>.self, forKey: .high).value
        low = try values.decode(TextualNumber<Float>.self, forKey: .low).value
        close = try values.decode(TextualNumber<Float>.self, forKey: .close).value
        volume = try values.decode(TextualNumber<Int>.self, forKey: .volume).value
    }
}
