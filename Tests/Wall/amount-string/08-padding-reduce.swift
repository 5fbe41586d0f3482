// style: reduce(into:) assembling the parts; padding(toLength:) on the reversed cents
import Foundation

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let size = cents.magnitude
        let centsPart = String(String(size % 100).reversed())
            .padding(toLength: 2, withPad: "0", startingAt: 0)
        let parts: [String] = [
            cents < 0 ? "-" : "",
            String(size / 100),
            ".",
            String(centsPart.reversed()),
            " ",
            currency,
        ]
        let text = parts.reduce(into: "") { $0 += $1 }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
