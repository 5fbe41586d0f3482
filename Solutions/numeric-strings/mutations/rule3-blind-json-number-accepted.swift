// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: when the value is not a string, it is read as a JSON number and its text converted, so 2048 is accepted instead of throwing typeMismatch.
// breaks only rule 3 because: string values convert and fail exactly as before (1, 2), a missing key still throws keyNotFound (decodeIfPresent finds nothing, then decode throws, 4), extra keys ignored (5).
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
            let text: String
            if let number = try? entry.decode(Double.self, forKey: field) {
                text = Value.self == Int.self ? String(Int(number)) : String(number)
            } else {
                text = try entry.decode(String.self, forKey: field)
            }
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
