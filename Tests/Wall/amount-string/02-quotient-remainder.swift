// style: quotientAndRemainder(dividingBy:); guard-free padding with an if expression
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let (units, rest) = cents.magnitude.quotientAndRemainder(dividingBy: 100)
        let centsText = if rest < 10 { "0\(rest)" } else { "\(rest)" }
        let sign = cents < 0 ? "-" : ""
        var container = encoder.singleValueContainer()
        try container.encode("\(sign)\(units).\(centsText) \(currency)")
    }
}
