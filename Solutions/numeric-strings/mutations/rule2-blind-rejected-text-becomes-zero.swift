// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: text the conversion rejects becomes 0 instead of throwing dataCorrupted.
// breaks only rule 2 because: good texts convert as before (1), numbers still throw typeMismatch and missing keys keyNotFound from decode(String.self) (3, 4), extra keys ignored (5).
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
            return Value(text) ?? Value("0")!
        }

        open = try number(.open)
        high = try number(.high)
        low = try number(.low)
        close = try number(.close)
        volume = try number(.volume)
    }
}
