// expect-fail: amounts as values of an object
import Foundation

// Writes an object with the two stored fields instead of one string.
extension Amount: Encodable {
    private enum Keys: String, CodingKey {
        case amount, currency
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(String(format: "%@%d.%02d", cents < 0 ? "-" : "", abs(cents) / 100, abs(cents) % 100), forKey: .amount)
        try container.encode(currency, forKey: .currency)
    }
}
