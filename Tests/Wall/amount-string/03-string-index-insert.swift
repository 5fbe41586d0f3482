// style: String.Index arithmetic; insert the point two places from the end
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        var digits = String(cents.magnitude)
        // At least three digits, so there is always a unit digit before the point.
        if digits.count < 3 {
            digits = String(repeating: "0", count: 3 - digits.count) + digits
        }
        let point = digits.index(digits.endIndex, offsetBy: -2)
        digits.insert(".", at: point)
        if cents < 0 {
            digits.insert("-", at: digits.startIndex)
        }
        var container = encoder.singleValueContainer()
        try container.encode(digits + " " + currency)
    }
}
