// expect-fail: volume with decimals
// Converts the volume through Double, so "12.5" becomes 12 instead of an error.
import Foundation

extension Stock.Update: Decodable {
    enum Keys: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close", volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        func number(_ key: Keys) throws -> Double {
            let text = try container.decode(String.self, forKey: key)
            guard let value = Double(text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a number")
            }
            return value
        }
        open = Float(try number(.open))
        high = Float(try number(.high))
        low = Float(try number(.low))
        close = Float(try number(.close))
        volume = Int(try number(.volume))
    }
}
