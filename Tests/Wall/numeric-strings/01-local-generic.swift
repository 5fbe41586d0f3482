// style: generic local function over LosslessStringConvertible; unwrapOrThrow
import Foundation

extension Stock.Update: Decodable {
    enum CodingKeys: String, CodingKey {
        case open = "1. open"
        case high = "2. high"
        case low = "3. low"
        case close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        func number<T: LosslessStringConvertible>(_ key: CodingKeys) throws -> T {
            let text = try container.decode(String.self, forKey: key)
            return try T(text).unwrapOrThrow(DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\"\(text)\" is not a valid \(T.self)"))
        }

        open = try number(.open)
        high = try number(.high)
        low = try number(.low)
        close = try number(.close)
        volume = try number(.volume)
    }
}
