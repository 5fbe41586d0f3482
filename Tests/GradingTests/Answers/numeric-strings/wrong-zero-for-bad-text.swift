// expect-fail: price n/a
// Turns text that is not a number into zero instead of throwing.
import Foundation

extension Stock.Update: Decodable {
    enum Keys: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close", volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        func text(_ key: Keys) throws -> String { try container.decode(String.self, forKey: key) }
        open = Float(try text(.open)) ?? 0
        high = Float(try text(.high)) ?? 0
        low = Float(try text(.low)) ?? 0
        close = Float(try text(.close)) ?? 0
        volume = Int(try text(.volume)) ?? 0
    }
}
