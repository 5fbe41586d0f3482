// expect-fail: cents below ten
// Divides as a Double: 1005 cents prints as "10.05" only by luck, 90 cents as "0.9".
extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(Double(cents) / 100) \(currency)")
    }
}
