// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): only a missing @ gives "***"; an email starting with @ keeps the @ as its "first character" ("@***@example.com")
import Foundation

extension AccountSummary: Encodable {
    private enum SummaryKeysBlindA: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    private static func maskBlindA(_ email: String) -> String {
        guard let at = email.firstIndex(of: "@") else { return "***" }
        return String(email.first!) + "***" + String(email[at...])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryKeysBlindA.self)
        let audience = (encoder.userInfo[.audience] as? Audience) ?? .partner
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
