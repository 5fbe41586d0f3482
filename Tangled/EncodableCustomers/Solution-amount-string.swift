// Reference answer, from Solutions/amount-string/answer.swift.
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
