// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a missing key and a bad text are reported alike, as dataCorrupted at the key, instead of the decoder's keyNotFound.
// breaks only rule 4 because: present texts convert and fail as before (1, 2 - still dataCorrupted at the key), numbers still throw typeMismatch from decodeIfPresent (3), extra keys ignored (5).
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
            let text = try entry.decodeIfPresent(String.self, forKey: field) ?? ""
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
