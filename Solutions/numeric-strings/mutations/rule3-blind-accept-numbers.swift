// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): when the value is not a string the answer falls back to reading it as a JSON number, so numbers are accepted instead of throwing typeMismatch
import Foundation

extension Stock.Update: Decodable {
    private enum UpdateKeysBlindA: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close", volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: UpdateKeysBlindA.self)
        func float(_ key: UpdateKeysBlindA) throws -> Float {
            if let number = try? c.decode(Float.self, forKey: key) { return number }
            let text = try c.decode(String.self, forKey: key)
            guard let value = Float(text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\"\(text)\" is not a Float")
            }
            return value
        }
        open = try float(.open)
        high = try float(.high)
        low = try float(.low)
        close = try float(.close)
        if let number = try? c.decode(Int.self, forKey: .volume) {
            volume = number
        } else {
            let text = try c.decode(String.self, forKey: .volume)
            guard let value = Int(text) else {
                throw DecodingError.dataCorruptedError(forKey: .volume, in: c, debugDescription: "\"\(text)\" is not an Int")
            }
            volume = value
        }
    }
}
