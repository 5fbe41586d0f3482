// breaks: rule 2
// The reference answer, but the currency follows the cents with no space,
// "125.50EUR" (rule 2: one space and the currency).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest)\(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
