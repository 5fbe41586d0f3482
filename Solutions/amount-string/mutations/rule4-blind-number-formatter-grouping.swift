// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the units go through an en_US NumberFormatter, which adds grouping separators ("1,234,567.89 EUR").
// breaks only rule 4 because: amounts below 1000 units are unchanged (2, 3 with the sign in front), the currency is as held (5), one JSON string (1).
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let grouping = NumberFormatter()
        grouping.locale = Locale(identifier: "en_US")
        grouping.numberStyle = .decimal
        let unitText = grouping.string(from: NSNumber(value: units)) ?? "\(units)"
        let text = "\(sign)\(unitText).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
