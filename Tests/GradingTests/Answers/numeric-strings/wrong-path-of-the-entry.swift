// expect-fail: price n/a
// Throws dataCorrupted with the entry's path, not the path of the bad value.
import Foundation

extension Stock.Update: Decodable {
    enum Keys: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close", volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        func number<T: LosslessStringConvertible>(_ key: Keys) throws -> T {
            let text = try container.decode(String.self, forKey: key)
            guard let value = T(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                        debugDescription: "\(key.rawValue) is not a number"))
            }
            return value
        }
        open = try number(.open)
        high = try number(.high)
        low = try number(.low)
        close = try number(.close)
        volume = try number(.volume)
    }
}
