// style: global function; the "add 100 and drop the 1" padding trick with dropFirst
import Foundation

/// Two-digit cents: 7 becomes "07", 50 becomes "50".
func twoDigitCents(_ remainder: UInt) -> Substring {
    String(remainder + 100).dropFirst()
}

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let size = cents.magnitude
        let text = "\(cents < 0 ? "-" : "")\(size / 100).\(twoDigitCents(size % 100)) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
