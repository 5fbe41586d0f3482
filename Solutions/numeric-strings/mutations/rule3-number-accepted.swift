// breaks: rule 3
// The reference answer, but a JSON number is accepted where the text
// should be (rule 3: it throws typeMismatch).
import Foundation

extension Stock.Update: Decodable {
    private enum Field: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: Field.self)

        func number<Value: LosslessStringConvertible>(_ field: Field) throws -> Value {
            let text: String
            do {
                text = try entry.decode(String.self, forKey: field)
            } catch DecodingError.typeMismatch {
                text = String(describing: try entry.decode(Double.self, forKey: field))
                    .replacingOccurrences(of: ".0", with: "", options: [.anchored, .backwards])
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
