// style: String(format:) with zero padding; magnitude for the sign
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let size = cents.magnitude
        let text = sign + String(format: "%lu.%02lu", size / 100, size % 100) + " " + currency
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
