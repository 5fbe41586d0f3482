// expect-fail: high as a JSON number
// Accepts a JSON number as well as a string, so a value of the wrong type slips through.
import Foundation

extension Stock.Update: Decodable {
    enum Keys: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close", volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        func number<T: LosslessStringConvertible & Decodable>(_ key: Keys) throws -> T {
            if let direct = try? container.decode(T.self, forKey: key) { return direct }
            let text = try container.decode(String.self, forKey: key)
            return try T(text).unwrapOrThrow(
                DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a number"))
        }
        open = try number(.open)
        high = try number(.high)
        low = try number(.low)
        close = try number(.close)
        volume = try number(.volume)
    }
}
