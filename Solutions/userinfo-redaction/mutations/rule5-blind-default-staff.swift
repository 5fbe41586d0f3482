// breaks: rule 5
// Written blind from rule 5's text alone (the cases unseen): when userInfo holds no Audience the answer falls back to the staff view instead of the partner view
import Foundation

extension AccountSummary: Encodable {
    private enum SummaryKeysBlindA: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    private static func maskBlindA(_ email: String) -> String {
        guard let at = email.firstIndex(of: "@"), at != email.startIndex else { return "***" }
        return String(email[email.startIndex]) + "***" + String(email[at...])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryKeysBlindA.self)
        let audience = (encoder.userInfo[.audience] as? Audience) ?? .staff
        if audience == .staff {
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
            try container.encode(phone, forKey: .phone)
            try container.encode(balanceCents, forKey: .balanceCents)
            try container.encode(notes, forKey: .notes)
        } else {
            try container.encode(name, forKey: .name)
            try container.encode(Self.maskBlindA(email), forKey: .email)
        }
    }
}
