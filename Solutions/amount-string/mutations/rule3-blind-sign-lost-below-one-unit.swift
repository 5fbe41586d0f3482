// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: the sign comes from the units (cents / 100), so an amount between -99 and -1 cents loses it: -5 cents is "0.05 EUR".
// breaks only rule 3 because: positive amounts (2), large ones (4) and the currency (5) are unchanged; one JSON string (1).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let units = cents / 100
        let rest = (cents % 100).magnitude
        let sign = ""
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
