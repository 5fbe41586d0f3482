// breaks: rule 4
// The reference answer, but an email without `@` is written unchanged
// (rule 4: `***`).
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
        guard let at = email.firstIndex(of: "@") else { return email }
        guard at != email.startIndex, let first = email.first else { return "***" }
        return "\(first)***" + email[at...]
    }
}
