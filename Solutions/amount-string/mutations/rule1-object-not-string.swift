// breaks: rule 1
// The reference answer, but written as an object {"amount": text}
// (rule 1: one JSON string).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.container(keyedBy: AmountKeys.self)
        try container.encode(text, forKey: .amount)
    }

    private enum AmountKeys: String, CodingKey {
        case amount
    }
}
