// expect-fail: visible
// Asks the container for Float and Int directly, as if the feed wrote numbers.
import Foundation

extension Stock.Update: Decodable {
    enum Keys: String, CodingKey {
        case open = "1. open", high = "2. high", low = "3. low", close = "4. close", volume = "5. volume"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        open = try container.decode(Float.self, forKey: .open)
        high = try container.decode(Float.self, forKey: .high)
        low = try container.decode(Float.self, forKey: .low)
        close = try container.decode(Float.self, forKey: .close)
        volume = try container.decode(Int.self, forKey: .volume)
    }
}
