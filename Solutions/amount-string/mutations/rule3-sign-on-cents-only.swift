// breaks: rule 3
// The reference answer, but a negative amount keeps its sign on the cents only
// when the units are zero, and loses it otherwise (rule 3).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 && cents > -100 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
