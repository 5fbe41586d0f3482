// breaks: rule 2
// Written from rule 2's text alone: cents below ten lose their leading zero.
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
