// style: computed property on a fileprivate extension; String.encode(to:) writes the single value
import Foundation

fileprivate extension Amount {
    var invoiceText: String {
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return (cents < 0 ? "-" : "")
            + String(magnitude / 100)
            + "."
            + (fraction < 10 ? "0" : "") + String(fraction)
            + " " + currency
    }
}

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        // A String encodes itself through a single-value container.
        try invoiceText.encode(to: encoder)
    }
}
