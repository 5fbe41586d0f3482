// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): the units are formatted with a NumberFormatter that keeps its default grouping separator
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let value = Decimal(cents) / 100
        let number = formatter.string(from: value as NSDecimalNumber) ?? "0.00"
        var container = encoder.singleValueContainer()
        try container.encode("\(number) \(currency)")
    }
}
