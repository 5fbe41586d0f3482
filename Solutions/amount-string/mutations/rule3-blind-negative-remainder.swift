// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): the units come from cents / 100 and the cents from abs(cents % 100), so an amount above -1.00 loses its minus sign
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let units = cents / 100
        let rest = cents % 100
        let text = "\(units)." + String(format: "%02d", abs(rest)) + " \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
