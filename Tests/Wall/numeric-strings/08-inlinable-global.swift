// style: @inlinable global functions; generic helpers
import Foundation

/// Decodes the string under `key` and converts it to `T`, throwing `dataCorrupted` at that key.
@inlinable
func decodeStringNumber<T: LosslessStringConvertible, K: CodingKey>(
    _: T.Type = T.self, at key: K, of container: KeyedDecodingContainer<K>
) throws -> T {
    let raw = try container.decode(String.self, forKey: key)
    guard let number = T(raw) else {
        throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                               debugDescription: "Not a number: \(raw)")
    }
    return number
}

extension Stock.Update: Decodable {
    private enum UpdateField: String, CodingKey {
        case open = "1. open"
        case high = "2. high"
        case low = "3. low"
        case close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: UpdateField.self)
        open = try decodeStringNumber(at: UpdateField.open, of: fields)
        high = try decodeStringNumber(at: UpdateField.high, of: fields)
        low = try decodeStringNumber(at: UpdateField.low, of: fields)
        close = try decodeStringNumber(at: UpdateField.close, of: fields)
        volume = try decodeStringNumber(Int.self, at: UpdateField.volume, of: fields)
    }
}
