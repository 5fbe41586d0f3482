// expect-fail: currency as stored
import Foundation

// "Normalises" the currency code to upper case.
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        let sign = cents < 0 ? "-" : ""
        try container.encode(String(format: "%@%ld.%02ld ", sign, abs(cents) / 100, abs(cents) % 100) + currency.uppercased())
    }
}
