// breaks: rule 5
// The reference answer, but the currency is upper-cased
// (rule 5: written exactly as the value holds it).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency.uppercased())"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
