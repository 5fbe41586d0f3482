// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the units are grouped by thousands by hand with an apostrophe, Swiss style ("1'234'567.89 EUR").
// breaks only rule 4 because: amounts below 1000 units are unchanged (2, 3), the currency is as held (5), one JSON string (1).
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let units = magnitude / 100
        let rest = magnitude % 100
        var digits = Array(String(units))
        var grouped = ""
        while digits.count > 3 {
            grouped = "'" + String(digits.suffix(3)) + grouped
            digits.removeLast(3)
        }
        grouped = String(digits) + grouped
        let text = "\(sign)\(grouped).\(rest < 10 ? "0" : "")\(rest) \(currency)"
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
