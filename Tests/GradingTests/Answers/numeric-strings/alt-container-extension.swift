// expect-pass
// A reusable method on every keyed container, and a key struct of its own built from strings.
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

/// Any key, by its text.
struct EntryKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ text: String) { stringValue = text }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}

extension Stock.Update: Decodable {
    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: EntryKey.self)
        open = try entry.numberFromText(Float.self, forKey: EntryKey("1. open"))
        high = try entry.numberFromText(Float.self, forKey: EntryKey("2. high"))
        low = try entry.numberFromText(Float.self, forKey: EntryKey("3. low"))
        close = try entry.numberFromText(Float.self, forKey: EntryKey("4. close"))
        volume = try entry.numberFromText(Int.self, forKey: EntryKey("5. volume"))
    }
}
