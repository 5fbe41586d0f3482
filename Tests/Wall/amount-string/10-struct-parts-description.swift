// style: private nested struct with CustomStringConvertible; abs via magnitude; string interpolation
import Foundation

extension Amount: Encodable {
    private struct Parts: CustomStringConvertible {
        let negative: Bool
        let units: UInt
        let hundredths: UInt

        init(_ cents: Int) {
            negative = cents < 0
            units = cents.magnitude / 100
            hundredths = cents.magnitude % 100
        }

        var description: String {
            let padded = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
            return "\(negative ? "-" : "")\(units).\(padded)"
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(Parts(cents)) \(currency)")
    }
}
