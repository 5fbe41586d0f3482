// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the amount is written as an object {"amount": "<text>"} instead of a bare string.
// breaks only rule 1 because: the text itself is built exactly as before (2-5); only the JSON value around it changes.
enum AmountTextKey: String, CodingKey { case amount }

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        let text = "\(sign)\(units).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.container(keyedBy: AmountTextKey.self)
        try container.encode(text, forKey: .amount)
    }
}
