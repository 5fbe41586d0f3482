// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: the sign is not handled at all: units and remainder are both taken from the negative cents, giving "-125.0-50 EUR".
// breaks only rule 3 because: positive amounts are built exactly as before (2, 4, 5); one JSON string (1).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = ""
        let units = cents / 100
        let rest = cents % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
