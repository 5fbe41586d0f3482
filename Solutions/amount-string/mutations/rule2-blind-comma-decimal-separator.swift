// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: units and cents are separated by a comma, European style ("125,50 EUR").
// breaks only rule 2 because: the sign (3), the absence of grouping (4) and the currency (5) are unchanged; it is still one JSON string (1).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units),\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
