// breaks: rule 3
// The reference answer, but the mask runs to the last `@`, not the first
// (rule 3: `dana@ops@example.net` becomes `d***@ops@example.net`).
import Foundation

extension AccountSummary: Encodable {
    private enum SummaryKeys: String, CodingKey {
        case name, email, phone, balanceCents, notes
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SummaryKeys.self)
        try container.encode(name, forKey: .name)

        guard let audience = encoder.userInfo[.audience] as? Audience, audience == .staff else {
            try container.encode(Self.masked(email), forKey: .email)
            return
        }
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(balanceCents, forKey: .balanceCents)
        try container.encode(notes, forKey: .notes)
    }

    private static func masked(_ email: String) -> String {
        guard let first = email.firstIndex(of: "@"), first != email.startIndex, let letter = email.first,
              let at = email.lastIndex(of: "@") else {
            return "***"
        }
        return "\(letter)***" + email[at...]
    }
}
