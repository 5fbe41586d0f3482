// expect-fail: camelCase keys by default
import Foundation

// Spells the keys in snake_case itself instead of leaving it to the encoder.
extension AccountSummary: Encodable {
    private enum Keys: String, CodingKey {
        case name, email, phone
        case balanceCents = "balance_cents"
        case notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        guard case .staff? = encoder.userInfo[.audience] as? Audience else {
            if let at = email.firstIndex(of: "@"), at > email.startIndex {
                try container.encode(String(email[email.startIndex]) + "***" + String(email[at...]), forKey: .email)
            } else {
                try container.encode("***", forKey: .email)
            }
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }
}
