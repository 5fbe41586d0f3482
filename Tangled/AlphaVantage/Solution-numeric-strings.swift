// Reference answer, from Solutions/numeric-strings/answer.swift.
import Foundation

extension Stock.Update: Decodable {
    private enum Field: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: Field.self)

        /// The field's text, converted to whatever type the caller assigns to.
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
