// breaks: rule 2
// Written blind from rule 2's text alone (the cases unseen): a rejected text throws dataCorrupted with the decoder's codingPath (the entry's path), without the key of the bad value
import Foundation

extension Stock.Update: Decodable {
    private enum UpdateKeysBlindA: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close", volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: UpdateKeysBlindA.self)
        func number<T: LosslessStringConvertible>(_ key: UpdateKeysBlindA, as type: T.Type) throws -> T {
            let text = try c.decode(String.self, forKey: key)
            guard let value = T(text) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(text)\" is not a \(T.self)"))
            }
            return value
        }
        open = try number(.open, as: Float.self)
        high = try number(.high, as: Float.self)
        low = try number(.low, as: Float.self)
        close = try number(.close, as: Float.self)
        volume = try number(.volume, as: Int.self)
    }
}
