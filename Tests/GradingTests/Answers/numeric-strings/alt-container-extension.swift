// expect-pass
// A reusable method on every keyed container, and keys spelled as static strings.
import Foundation

extension KeyedDecodingContainer {
    /// The string under `key`, as a `T`; `dataCorrupted` at the key when it is not one.
    func numberFromText<T: LosslessStringConvertible>(_ type: T.Type, forKey key: Key) throws -> T {
        let text = try decode(String.self, forKey: key)
        guard let value = T(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "'\(text)' is no \(T.self)")
        }
        return value
    }
}

extension Stock.Update: Decodable {
    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: AnyCodingKey.self)
        open = try entry.numberFromText(Float.self, forKey: AnyCodingKey("1. open"))
        high = try entry.numberFromText(Float.self, forKey: AnyCodingKey("2. high"))
        low = try entry.numberFromText(Float.self, forKey: AnyCodingKey("3. low"))
        close = try entry.numberFromText(Float.self, forKey: AnyCodingKey("4. close"))
        volume = try entry.numberFromText(Int.self, forKey: AnyCodingKey("5. volume"))
    }
}
