// breaks: rule 4
// The reference answer, but a field that is missing counts as "0"
// (rule 4: it throws keyNotFound).
import Foundation

extension Stock.Update: Decodable {
    private enum Field: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: Field.self)

        func number<Value: LosslessStringConvertible>(_ field: Field) throws -> Value {
            let text = try entry.decodeIfPresent(String.self, forKey: field) ?? "0"
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
