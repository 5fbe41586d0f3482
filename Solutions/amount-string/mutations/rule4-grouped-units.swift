// breaks: rule 4
// The reference answer, but the units get a comma every three digits
// (rule 4: no grouping separators).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let plain = String(magnitude / 100)
        var units = ""
        for (offset, digit) in plain.enumerated() {
            if offset > 0, (plain.count - offset) % 3 == 0 { units += "," }
            units.append(digit)
        }
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
