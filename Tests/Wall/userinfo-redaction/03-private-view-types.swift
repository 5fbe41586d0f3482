// style: two private nested Encodable view types with synthesized keys; the encoder is handed to one of them
import Foundation

extension AccountSummary: Encodable {
    private struct StaffView: Encodable {
        let name: String
        let email: String
        let phone: String
        let balanceCents: Int
        let notes: [String]
    }

    private struct PartnerView: Encodable {
        let name: String
        let email: String
    }

    func encode(to encoder: Encoder) throws {
        if (encoder.userInfo[.audience] as? Audience) == .staff {
            try StaffView(name: name, email: email, phone: phone,
                          balanceCents: balanceCents, notes: notes).encode(to: encoder)
        } else {
            try PartnerView(name: name, email: maskedEmail(email)).encode(to: encoder)
        }
    }
}

private func maskedEmail(_ email: String) -> String {
    guard let at = email.firstIndex(of: "@"), let first = email.first, at > email.startIndex else {
        return "***"
    }
    return "\(first)***\(email[at...])"
}
