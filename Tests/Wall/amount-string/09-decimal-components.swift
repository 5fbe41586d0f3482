// style: Decimal arithmetic (exact, no Double); components(separatedBy:) and padding the fraction
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        // Decimal keeps cents exact; its description always uses "." and never groups digits.
        let units = Decimal(cents.magnitude) / 100
        let pieces = "\(units)".components(separatedBy: ".")
        let whole = pieces[0]
        let fraction = pieces.count > 1 ? pieces[1] : ""
        let paddedFraction = fraction + String(repeating: "0", count: max(0, 2 - fraction.count))
        let sign = cents < 0 ? "-" : ""

        var container = encoder.singleValueContainer()
        try container.encode("\(sign)\(whole).\(paddedFraction) \(currency)")
    }
}
