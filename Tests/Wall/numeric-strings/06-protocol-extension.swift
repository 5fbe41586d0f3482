// style: protocol extensions on LosslessStringConvertible; static generic methods
import Foundation

extension LosslessStringConvertible {
    /// Reads the value the JSON stores as a string under `key`.
    static func fromQuotedText<K: CodingKey>(_ key: K, in container: KeyedDecodingContainer<K>) throws -> Self {
        let text = try container.decode(String.self, forKey: key)
        return try Self(text).unwrapOrThrow(
            DecodingError.dataCorruptedError(forKey: key, in: container,
                                             debugDescription: "\"\(text)\" is no \(Self.self)"))
    }
}

extension Stock.Update: Decodable {
    private enum OHLCV: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: OHLCV.self)
        open = try .fromQuotedText(.open, in: c)
        high = try .fromQuotedText(.high, in: c)
        low = try .fromQuotedText(.low, in: c)
        close = try .fromQuotedText(.close, in: c)
        volume = try .fromQuotedText(.volume, in: c)
    }
}
