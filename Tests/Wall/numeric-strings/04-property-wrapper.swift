// style: property wrappers; synthesized init(from:) of a private mirror
import Foundation

/// A number that arrives as a JSON string.
@propertyWrapper
struct QuotedNumber<Value: LosslessStringConvertible>: Decodable {
    var wrappedValue: Value

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        let text = try single.decode(String.self)
        guard let parsed = Value(text) else {
            throw DecodingError.dataCorruptedError(
                in: single, debugDescription: "Expected a \(Value.self) written as text, found \"\(text)\"")
        }
        wrappedValue = parsed
    }
}

extension Stock.Update: Decodable {
    /// One entry exactly as the feed writes it.
    private struct FeedEntry: Decodable {
        @QuotedNumber var open: Float
        @QuotedNumber var high: Float
        @QuotedNumber var low: Float
        @QuotedNumber var close: Float
        @QuotedNumber var volume: Int

        enum CodingKeys: String, CodingKey {
            case open = "1. open"
            case high = "2. high"
            case low = "3. low"
            case close = "4. close"
            case volume = "5. volume"
        }
    }

    init(from decoder: Decoder) throws {
        let entry = try FeedEntry(from: decoder)
        self.init(open: entry.open, high: entry.high, low: entry.low, close: entry.close, volume: entry.volume)
    }
}
