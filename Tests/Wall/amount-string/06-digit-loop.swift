// style: while loop building the digits by hand; Character arithmetic via UnicodeScalar
import Foundation

extension Amount: Encodable {
    /// Decimal digits of `value`, most significant first, at least `minimum` of them.
    private static func digits(of value: UInt, minimum: Int) -> [Character] {
        var result: [Character] = []
        var rest = value
        while rest > 0 || result.count < minimum {
            let digit = UInt8(rest % 10)
            result.append(Character(UnicodeScalar(UInt8(ascii: "0") + digit)))
            rest /= 10
        }
        return result.reversed()
    }

    func encode(to encoder: Encoder) throws {
        var all = Self.digits(of: cents.magnitude, minimum: 3)
        all.insert(".", at: all.count - 2)
        if cents < 0 { all.insert("-", at: 0) }
        var container = encoder.singleValueContainer()
        try container.encode(String(all) + " " + currency)
    }
}
