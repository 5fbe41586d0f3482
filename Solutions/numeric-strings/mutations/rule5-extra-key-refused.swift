// breaks: rule 5
// The reference answer, but an entry holding any key besides the five is
// refused as corrupted (rule 5: other keys are ignored).
import Foundation

extension Stock.Update: Decodable {
    private enum Field: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close"
        case volume = "5. volume"
    }

    private struct AnyField: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: Field.self)
        let every = try decoder.container(keyedBy: AnyField.self)
        if let stray = every.allKeys.first(where: { Field(rawValue: $0.stringValue) == nil }) {
            throw DecodingError.dataCorruptedError(forKey: stray, in: every, debugDescription: "unexpected key \(stray.stringValue)")
        }

        func number<Value: LosslessStringConvertible>(_ field: Field) throws -> Value {
            let text = try entry.decode(String.self, forKey: field)
            return try Value(text).unwrapOrThrow(DecodingError.dataCorruptedError(
                forKey: field, in: entry, debugDescription: "\"\(text)\" is not a \(Value.self)"))
        }

        open = try number(.open)
        high = try number(.high)
        low = try number(.low)
        close = try number(.close)
        volume = try number(.volume)
    }
}
