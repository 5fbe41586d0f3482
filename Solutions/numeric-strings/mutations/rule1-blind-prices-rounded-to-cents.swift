// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the four prices are rounded to two decimals ("money has cents") after conversion.
// breaks only rule 1 because: the texts are still read, converted and rejected exactly as before (2-5); only the stored prices differ from Float(text).
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

        func cents(_ price: Float) -> Float { (price * 100).rounded() / 100 }
        open = cents(try number(.open))
        high = cents(try number(.high))
        low = cents(try number(.low))
        close = cents(try number(.close))
        volume = try number(.volume)
    }
}
