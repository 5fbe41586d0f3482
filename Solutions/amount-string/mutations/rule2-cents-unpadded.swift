// breaks: rule 2
// The reference answer, but cents below ten lose their leading zero
// (rule 2: exactly two digits of cents, 7 cents is "0.07 EUR").
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
