// expect-fail: masked email keeps the domain
import Foundation

// Masks the whole email, domain included.
extension AccountSummary: Encodable {
    private enum Keys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        guard case .staff? = encoder.userInfo[.audience] as? Audience else {
            let masked = email.contains("@") && !email.hasPrefix("@") ? "\(email.first!)***" : "***"
            try container.encode(masked, forKey: .email)
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }
}
