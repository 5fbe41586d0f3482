// expect-fail: no audience set
import Foundation

// Treats a missing audience as "staff": every forgotten setting leaks the account.
extension AccountSummary: Encodable {
    private enum Keys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        let audience = encoder.userInfo[.audience] as? Audience ?? .staff
        if audience == .partner {
            let at = email.firstIndex(of: "@")
            if let at, at != email.startIndex {
                try container.encode(String(email.prefix(1)) + "***" + email[at...], forKey: .email)
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
