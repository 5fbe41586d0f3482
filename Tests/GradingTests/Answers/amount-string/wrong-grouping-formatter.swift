// expect-fail: large amount without separators
import Foundation

// A NumberFormatter with grouping: 1234567.89 comes out as "1,234,567.89".
extension Amount: Encodable {
    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.minimumIntegerDigits = 1
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.groupingSize = 3
        return formatter
    }()

    func encode(to encoder: Encoder) throws {
        let number = Decimal(cents) / 100
        let text = Self.formatter.string(from: number as NSDecimalNumber) ?? "\(number)"
        var container = encoder.singleValueContainer()
        try container.encode("\(text) \(currency)")
    }
}
