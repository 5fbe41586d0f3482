// breaks: rule 1
// The reference answer, but the prices are rounded to whole cents, so
// "0.0001" opens at 0 (rule 1: each price is `Float(_:)` of its text).
import Foundation

extension Stock.Update: Decodable {
    private enum Field: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: Field.self)

        func number<Value: LosslessStringConvertible>(_ field: Field) throws -> Value {
            let text = try entry.decode(String.self, forKey: field)
            return try Value(text).unwrapOrThrow(DecodingError.dataCorruptedError(
                forKey: field, in: entry, debugDescription: "\"\(text)\" is not a \(Value.self)"))
        }

        func cents(_ field: Field) throws -> Float {
            let price: Float = try number(field)
            return (price * 100).rounded() / 100
        }

        open = try cents(.open)
        high = try cents(.high)
        low = try cents(.low)
        close = try cents(.close)
        volume = try number(.volume)
    }
}
