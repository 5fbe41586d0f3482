// style: @available with an #if fallback; IntegerFormatStyle with grouping off and a fixed locale
import Foundation

private func unitsText(_ units: UInt) -> String {
    if #available(macOS 12, iOS 15, *) {
        // A fixed POSIX locale: ASCII digits, and .never for grouping (rule 4).
        return Int(units).formatted(
            .number.grouping(.never).locale(Locale(identifier: "en_US_POSIX")))
    } else {
        return String(units)
    }
}

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        let magnitude = cents.magnitude
        let hundredths = magnitude % 100
        #if DEBUG
        assert(hundredths < 100)
        #endif
        let text = (cents < 0 ? "-" : "")
            + unitsText(magnitude / 100)
            + "." + (hundredths < 10 ? "0" : "") + "\(hundredths)"
            + " " + currency
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
