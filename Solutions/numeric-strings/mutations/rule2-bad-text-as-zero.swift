// breaks: rule 2
// The reference answer, but text the conversion rejects becomes zero
// (rule 2: it throws dataCorrupted at the value's path).
import Foundation

extension Stock.Update: Decodable {
    private enum Field: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close"
        case volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let entry = try decoder.container(keyedBy: Field.self)

        open = Float(try entry.decode(String.self, forKey: .open)) ?? 0
        high = Float(try entry.decode(String.self, forKey: .high)) ?? 0
        low = Float(try entry.decode(String.self, forKey: .low)) ?? 0
        close = Float(try entry.decode(String.self, forKey: .close)) ?? 0
        volume = Int(try entry.decode(String.self, forKey: .volume)) ?? 0
    }
}
