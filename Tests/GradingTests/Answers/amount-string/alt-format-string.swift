// expect-pass
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let (units, rest) = abs(cents).quotientAndRemainder(dividingBy: 100)
        var single = encoder.singleValueContainer()
        try single.encode(String(format: "%@%ld.%02ld", cents < 0 ? "-" : "", units, rest) + " " + currency)
    }
}
