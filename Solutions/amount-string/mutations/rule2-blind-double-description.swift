// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the amount is printed from Double(cents) / 100, so trailing zeros go ("125.5 EUR", "0.0 EUR").
// breaks only rule 2 because: a negative amount is still "-" followed by what the positive amount gives (3), there is no grouping (4), the currency is as held (5), one JSON string (1).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(Double(magnitude) / 100) \(currency)"
        _ = (units, rest)
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
