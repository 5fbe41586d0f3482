// expect-fail: small negative amount
// Lets Swift's / and % keep the sign: -5 cents becomes "0.-5 EUR".
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let units = cents / 100
        let rest = cents % 100
        let padded = (0..<10).contains(rest) ? "0\(rest)" : "\(rest)"
        var container = encoder.singleValueContainer()
        try container.encode("\(units).\(padded) \(currency)")
    }
}
