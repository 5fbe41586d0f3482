// breaks: rule 3
// Written from rule 3's text alone: the sign is taken from the units, so an
// amount above -1.00 loses it.
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents <= -100 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
