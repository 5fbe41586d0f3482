// style: fileprivate extensions of Foundation types; generic helpers
import Foundation

fileprivate extension KeyedDecodingContainer {
    /// A number written as a JSON string, e.g. "101.9000" or "1807".
    func decodeNumeral<T: LosslessStringConvertible>(_ type: T.Type, forKey key: Key) throws -> T {
        let text = try decode(String.self, forKey: key)
        guard let value = T(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Cannot read \"\(text)\" as \(T.self)")
        }
        return value
    }
}

extension Stock.Update: Decodable {
    private enum EntryKey: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close", volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: EntryKey.self)
        self.init(
            open: try entry.decodeNumeral(Float.self, forKey: .open),
            high: try entry.decodeNumeral(Float.self, forKey: .high),
            low: try entry.decodeNumeral(Float.self, forKey: .low),
            close: try entry.decodeNumeral(Float.self, forKey: .close),
            volume: try entry.decodeNumeral(Int.self, forKey: .volume))
    }
}
