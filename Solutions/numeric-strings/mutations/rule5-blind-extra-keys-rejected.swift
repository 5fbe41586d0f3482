// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: an entry holding any key besides the five throws dataCorrupted ("unexpected keys").
// breaks only rule 5 because: entries with exactly the five keys decode, fail and convert as before (1-4); an entry missing a key has fewer keys and still reaches keyNotFound (4).
import Foundation

struct LooseEntryKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Stock.Update: Decodable {
    private enum Field: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: Field.self)
        let every = try decoder.container(keyedBy: LooseEntryKey.self)
        if every.allKeys.contains(where: { Field(stringValue: $0.stringValue) == nil }) {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unexpected keys in an entry"))
        }

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
