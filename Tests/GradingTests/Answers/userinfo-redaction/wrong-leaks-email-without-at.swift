// expect-fail: email without @
import Foundation

// Leaves an email without "@" in clear: nothing to mask, it thinks.
extension AccountSummary: Encodable {
    private enum Keys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        guard case .staff? = encoder.userInfo[.audience] as? Audience else {
            let parts = email.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, let first = parts[0].first {
                try container.encode("\(first)***@\(parts[1])", forKey: .email)
            } else if parts.count == 2 {
                try container.encode("***", forKey: .email)
            } else {
                try container.encode(email, forKey: .email)
            }
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }
}
