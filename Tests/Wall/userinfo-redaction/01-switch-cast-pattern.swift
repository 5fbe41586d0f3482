// style: switch with a cast pattern; String.Index arithmetic for the mask
import Foundation

extension AccountSummary: Encodable {
    private enum SummaryKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    private var partnerEmail: String {
        guard let at = email.firstIndex(of: "@"), at != email.startIndex else { return "***" }
        return String(email[email.startIndex]) + "***" + email[at...]
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryKeys.self)
        switch encoder.userInfo[.audience] {
        case let audience as Audience where audience == .staff:
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
            try container.encode(phone, forKey: .phone)
            try container.encode(balanceCents, forKey: .balanceCents)
            try container.encode(notes, forKey: .notes)
        default:
            try container.encode(name, forKey: .name)
            try container.encode(partnerEmail, forKey: .email)
        }
    }
}
