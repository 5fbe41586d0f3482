// expect-pass
extension Amount: CustomStringConvertible {
    var description: String {
        var digits = String(cents.magnitude)
        while digits.count < 3 { digits = "0" + digits }
        let split = digits.index(digits.endIndex, offsetBy: -2)
        return (cents < 0 ? "-" : "") + digits[..<split] + "." + digits[split...] + " " + currency
    }
}

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
