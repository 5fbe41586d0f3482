// style: switch with range patterns; recursion for the sign
import Foundation

private func amountText(_ cents: Int) -> String {
    switch cents {
    case ..<0:
        // Int.min has no positive twin, so work on the magnitude.
        return "-" + unsignedText(cents.magnitude)
    default:
        return unsignedText(cents.magnitude)
    }
}

private func unsignedText(_ cents: UInt) -> String {
    let rest = cents % 100
    switch rest {
    case 0..<10: return "\(cents / 100).0\(rest)"
    default: return "\(cents / 100).\(rest)"
    }
}

extension Amount: Encodable {
    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(amountText(cents) + " " + currency)
    }
}
