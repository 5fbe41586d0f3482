// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: the currency is cut to its first three characters ("ISO codes have three letters").
// breaks only rule 5 because: the number part is unchanged (2-4), one JSON string (1).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency.prefix(3))"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
